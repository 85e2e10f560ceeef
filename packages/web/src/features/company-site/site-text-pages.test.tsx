import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteAboutPage, SiteLoanPage, SiteUserPage } from './site-text-pages';
import { renderAt } from './test-route';

describe('site text pages', () => {
  it('/Loan shows the loan agreement inside the site frame', async () => {
    await renderAt('#/Loan?languageType=1', <SiteLoanPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/About shows the blurb', async () => {
    await renderAt('#/About?languageType=1', <SiteAboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick and flexible repayment' })).toBeTruthy();
  });

  it('/User is empty but leads home', async () => {
    await renderAt('#/User?languageType=1', <SiteUserPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
  });
});
