import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.js';
import { PUBLIC_PAGES, publicLanguage, publicPath, publicRedirect } from './public-pages.js';

describe('public pages', () => {
  it('are public pages of the table, on one path each', () => {
    for (const key of Object.keys(PUBLIC_PAGES) as (keyof typeof PUBLIC_PAGES)[])
      expect(PAGES[key].borrower).toBe(false);
    const slugs = Object.values(PUBLIC_PAGES);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(publicPath('en-IN', 'siteAbout')).toBe('/en-IN/about/');
    expect(publicPath('id-ID', 'home')).toBe('/id-ID/');
  });

  it('chooses the language from languageType, else the browser', () => {
    expect(publicLanguage('1', 'id-ID')).toBe('en-IN');
    expect(publicLanguage('2', 'en-GB')).toBe('id-ID');
    expect(publicLanguage(null, 'en-US')).toBe('en-IN');
    expect(publicLanguage(undefined, 'id')).toBe('id-ID');
    expect(publicLanguage('', 'fr-FR')).toBe('id-ID');
  });

  it('leads the old hash URLs of a visitor to the public pages', () => {
    expect(publicRedirect('/About', {}, 'en-US')).toBe('/en-IN/about/');
    expect(publicRedirect('/privacyPolicy', { languageType: '2' }, 'en-US')).toBe(
      '/id-ID/privacy-policy/',
    );
    expect(publicRedirect('', {}, 'id-ID')).toBe('/id-ID/');
    expect(publicRedirect('/', {}, 'en')).toBe('/en-IN/');
    expect(publicRedirect('/', { languageType: '1' }, null, 'loan-terms')).toBe(
      '/en-IN/#loan-terms',
    );
    expect(publicRedirect('/', {}, 'en', '"><')).toBe('/en-IN/');
    expect(publicRedirect('/About', {}, 'en', 'loan-terms')).toBe('/en-IN/about/');
  });

  it('leaves the app its hash pages and every other page', () => {
    expect(publicRedirect('/privacyPolicy', { deviceId: 'd1', languageType: '1' })).toBeNull();
    expect(publicRedirect('/', { token: 't' }, 'en')).toBeNull();
    expect(publicRedirect('/loanDetails', {}, 'en')).toBeNull();
    expect(publicRedirect('/aboutUs', {}, 'en')).toBeNull();
    expect(publicRedirect('/nowhere', {}, 'en')).toBeNull();
  });
});
