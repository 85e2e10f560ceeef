import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.js';
import { PUBLIC_PAGES, publicLanguage, publicPath, publicRedirect } from './public-pages.js';

const ROOT = 'https://h5.example/';

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
    expect(publicRedirect(`${ROOT}#/About`, 'en-US')).toBe('/en-IN/about/');
    expect(publicRedirect(`${ROOT}#/privacyPolicy?languageType=2`, 'en-US')).toBe(
      '/id-ID/privacy-policy/',
    );
    expect(publicRedirect(ROOT, 'id-ID')).toBe('/id-ID/');
    expect(publicRedirect(`${ROOT}#/`, 'en')).toBe('/en-IN/');
    expect(publicRedirect(`${ROOT}?languageType=1#/Policy`, 'id')).toBe('/en-IN/policy/');
    expect(publicRedirect(`${ROOT}#/?section=loan-terms&languageType=1`)).toBe(
      '/en-IN/#loan-terms',
    );
    expect(publicRedirect(`${ROOT}#/?section=%22%3E`, 'en')).toBe('/en-IN/');
  });

  it('leaves the app its hash pages and every other page', () => {
    expect(publicRedirect(`${ROOT}#/privacyPolicy?deviceId=d1&languageType=1`, 'en')).toBeNull();
    expect(publicRedirect(`${ROOT}#/?token=t`, 'en')).toBeNull();
    expect(publicRedirect(`${ROOT}#/About`, 'en', true)).toBeNull();
    expect(publicRedirect(`${ROOT}#/loanDetails?productId=1`, 'en')).toBeNull();
    expect(publicRedirect(`${ROOT}#/aboutUs`, 'en')).toBeNull();
    expect(publicRedirect(`${ROOT}#/nowhere`, 'en')).toBeNull();
  });
});
