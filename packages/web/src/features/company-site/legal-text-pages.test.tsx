import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companies } from '../../config';

const companyData = companies.IN;

import { bridge } from '../../lib/bridge';
import { i18next } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import {
  AboutUsPage,
  LoanAgreementPage,
  LoanTermsPage,
  PrivacyPolicyPage,
} from './legal-text-pages';

const text = () => document.body.textContent ?? '';

describe('legal text pages', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en-IN');
  });

  it('has the whole privacy policy, with the company contacts', async () => {
    await renderRoute('#/privacyPolicy?languageType=1', <PrivacyPolicyPage />);
    expect(
      (await screen.findAllByRole('heading', { name: 'Privacy Policy' })).length,
    ).toBeGreaterThan(0);
    for (const topic of [
      'adult natural persons',
      'How we use',
      'How we disclose',
      'Cookies',
      'Security',
      'Non-discrimination',
      'Your rights',
      'Minors',
      'Changes to this policy',
      'Contact us',
    ]) {
      expect(text(), topic).toContain(topic);
    }
    expect(text()).toContain(companyData.email);
    expect(text()).toContain(companyData.address);
    expect(document.title).toBe('Privacy Policy');
  });

  it('states every loan term of the specification', async () => {
    await renderRoute('#/loanTerms?languageType=1', <LoanTermsPage />);
    expect(
      (await screen.findAllByRole('heading', { name: 'Loan terms and conditions' })).length,
    ).toBeGreaterThan(0);
    for (const term of [
      '91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 days',
      'half of the loan term',
      'not before 7 days from disbursement',
      '₹1,000 for new clients and ₹800 for repeat clients',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91',
      'within 3 days',
      'at least 7 business days',
      'unpaid for 10 days',
      'over 18 years old and a national resident',
    ]) {
      expect(text(), term).toContain(term);
    }
  });

  it('speaks Indonesian for the Indonesian market', async () => {
    await renderRoute('#/loanTerms', <LoanTermsPage />, { language: 'id-ID' });
    expect(
      (await screen.findAllByRole('heading', { name: 'Syarat dan ketentuan pinjaman' })).length,
    ).toBeGreaterThan(0);
    expect(text()).toContain('91 hingga 365 hari kalender');
    expect(text()).toContain('5% per hari pada hari ke-1 sampai ke-30');
  });

  it('shows the About Us blurb and the loan agreement', async () => {
    await renderRoute('#/aboutUs?languageType=1', <AboutUsPage />);
    for (const point of [
      'Quick and flexible repayment',
      'Safe',
      'Customer service',
      'Loan products',
    ]) {
      expect(await screen.findByRole('heading', { name: point })).toBeTruthy();
    }
    await renderRoute('#/loanAgreement?languageType=1', <LoanAgreementPage />);
    expect(
      (await screen.findAllByRole('heading', { name: 'Loan Agreement' })).length,
    ).toBeGreaterThan(0);
  });

  it('closes the webview on back, or goes back in a browser', async () => {
    const close = vi.spyOn(bridge, 'closeWebview').mockResolvedValue(undefined);
    await renderRoute('#/privacyPolicy?languageType=1', <PrivacyPolicyPage />);
    await userEvent.click(await screen.findByRole('button', { name: /back/i }));
    expect(close).toHaveBeenCalledTimes(1);
    close.mockRejectedValue(new Error('no shell'));
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /back/i }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(-1));
  });
});
