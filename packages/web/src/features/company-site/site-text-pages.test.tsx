import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { SiteAboutPage, SiteLoanPage, SiteUserPage } from './site-text-pages';

describe('site text pages', () => {
  it('/Loan shows the loan agreement inside the site frame', async () => {
    await renderRoute('#/Loan?languageType=1', <SiteLoanPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/About shows the blurb', async () => {
    await renderRoute('#/About?languageType=1', <SiteAboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick and flexible repayment' })).toBeTruthy();
  });

  it('/User is empty but leads home', async () => {
    await renderRoute('#/User?languageType=1', <SiteUserPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
  });
});
