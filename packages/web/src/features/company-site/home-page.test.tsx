import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companies } from '../../config';

const companyData = companies.IN;

import { i18next } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { HomePage } from './home-page';
import { HomeSections } from './home-sections';

const meta = (key: string) =>
  document.head
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
    ?.getAttribute('content');

describe('company site home', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en-IN');
  });

  it('shows the India copy in rupees, the sections and the footer from the company data', async () => {
    await renderRoute('#/?languageType=1', <HomePage />);
    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero.textContent).toBe('Instant personal loans from ₹2,000 to ₹80,000');
    expect(screen.getByText('For salaried users earning at least ₹12,000 a month')).toBeTruthy();
    expect(screen.getByText('Over 3 million users')).toBeTruthy();
    expect(screen.getByText('Money in your account within 2 hours')).toBeTruthy();
    for (const id of ['home', 'about-us', 'privacy-policy', 'loan-terms'])
      expect(document.getElementById(id)).not.toBeNull();
    const footer = screen.getByRole('contentinfo');
    for (const text of [
      companyData.name,
      companyData.address,
      companyData.phone,
      companyData.email,
      companyData.copyright,
    ]) {
      expect(within(footer).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(within(footer).getByRole('link', { name: companyData.email }).getAttribute('href')).toBe(
      `mailto:${companyData.email}`,
    );
  });

  it('shows the Indonesia copy in rupiah', async () => {
    await renderRoute('#/?languageType=2', <HomePage />, { language: 'id-ID' });
    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero.textContent).toBe('Pinjaman pribadi instan Rp1.000.000 hingga Rp15.000.000');
    expect(screen.getByText('Untuk gaji minimal Rp5.000.000 per bulan')).toBeTruthy();
    expect(screen.getByText('Lebih dari 3 juta pengguna')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Syarat dan ketentuan pinjaman' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(companies.ID.name);
    expect(footer.textContent).toContain(companies.ID.phone);
  });

  it("names only the market's own operator, fees and money (India and Indonesia)", async () => {
    await renderRoute('#/?languageType=1', <HomePage />);
    await screen.findByRole('heading', { level: 1 });
    const india = document.body.textContent ?? '';
    expect(india).toContain(companies.IN.name);
    expect(india).toContain('₹1,000 for new clients and ₹800 for repeat clients');
    for (const foreign of [companies.ID.name, companies.ID.phone, 'Rp', '+62', 'Jakarta'])
      expect(india).not.toContain(foreign);
  });

  it('gives the late fees in rupiah on Indonesian pages', async () => {
    await renderRoute('#/?languageType=2', <HomePage />, { language: 'id-ID' });
    await screen.findByRole('heading', { level: 1 });
    const indonesia = document.body.textContent ?? '';
    expect(indonesia).toContain('Rp100.000');
    expect(indonesia).toContain('Rp80.000');
    for (const foreign of [companies.IN.name, companies.IN.phone, '₹', '+91', 'Mumbai'])
      expect(indonesia).not.toContain(foreign);
  });

  it('sets the title, the description and the Open Graph tags', async () => {
    await renderRoute('#/?languageType=1', <HomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${companyData.name}: instant personal loans`);
    expect(meta('description')).toContain('₹2,000 to ₹80,000 within 2 hours');
    expect(meta('og:title')).toBe(document.title);
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toMatch(/^https:\/\/.+\/#\/$/);
  });

  it('scrolls to each section from the nav and keeps it in the address', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderRoute('#/?languageType=1', <HomePage />);
    await screen.findByRole('heading', { level: 1 });
    // The legal documents wait to be laid out until scrolled near; a jump lays them out first.
    for (const id of ['privacy-policy', 'loan-terms'])
      expect(document.getElementById(id)?.classList.contains('site-deferred')).toBe(true);
    document.documentElement.classList.remove('site-laid-out');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = ['About Us', 'Privacy Policy', 'Loan terms and conditions', 'Home'];
    for (const name of names) await userEvent.click(within(nav).getByRole('link', { name }));
    expect(scrollTo).toHaveBeenCalledTimes(4);
    expect(document.documentElement.classList.contains('site-laid-out')).toBe(true);
    expect(window.location.hash).toBe('#/');
    await userEvent.click(within(nav).getByRole('link', { name: 'Privacy Policy' }));
    expect(window.location.hash).toBe('#/?section=privacy-policy');
  });

  it('opens at the section named in the address, once the legal documents are in the page', async () => {
    // The legal documents render after the first screen; the jump must measure them, not the
    // empty sections of the first render.
    const termsTitles: (string | null)[] = [];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      termsTitles.push(document.getElementById('loan-terms-title')?.textContent ?? null);
    });
    await renderRoute('#/?section=loan-terms', <HomePage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(termsTitles).toEqual(['Loan terms and conditions']);
  });

  it('leaves the legal sections empty until they are rendered, the ids already in place', () => {
    render(<HomeSections deferLegal legalRendered={false} />);
    for (const id of ['privacy-policy', 'loan-terms']) {
      const section = document.getElementById(id);
      expect(section?.classList.contains('site-deferred')).toBe(true);
      expect(section?.childElementCount).toBe(0);
    }
    expect(document.querySelector('#about-us h2')).not.toBeNull();
  });
});
