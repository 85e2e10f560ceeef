// The prerendered public site on the production build: every page in every language readable with
// JavaScript off (text, links, head), hydrated with it on (no React warning, links and the form
// live), the old hash URLs leading there, and the sitemap and robots file.
import {
  PUBLIC_LANGUAGES,
  PUBLIC_PAGES,
  type PublicLanguage,
  type PublicPageKey,
  publicPath,
} from '@hybrid-loan/bridge-sdk/contract';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { severeViolations } from '../scripts/axe.mjs';
import { brandConfig } from '../src/config/brand';
import { companies } from '../src/config/company';
import { useChromium } from './chromium';

const baseUrl = inject('baseUrl');
const PAGES = Object.keys(PUBLIC_PAGES) as PublicPageKey[];
const MARKET = { 'en-IN': 'IN', 'id-ID': 'ID' } as const;
const OTHER = { 'en-IN': 'ID', 'id-ID': 'IN' } as const;
const url = (path: string) => new URL(path, baseUrl).href;

const chromium = useChromium();

async function context(options: BrowserContextOptions): Promise<BrowserContext> {
  const c = await chromium.newContext({ viewport: { width: 360, height: 740 }, ...options });
  // The policy page frames the brand's agreement page, on a host this machine cannot reach.
  await c.route(`${new URL(brandConfig.appH5).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Agreement</p>' }),
  );
  return c;
}

/** What a crawler reads of the page: title, canonical, alternates, Open Graph, text, links. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content')[0] ?? '',
      canonical: attr('link[rel="canonical"]', 'href')[0] ?? '',
      hreflang: attr('link[rel="alternate"]', 'hreflang'),
      ogUrl: attr('meta[property="og:url"]', 'content')[0] ?? '',
      ogTitle: attr('meta[property="og:title"]', 'content')[0] ?? '',
      h1: document.querySelector('h1')?.textContent ?? '',
      text: document.body.textContent ?? '',
      links: attr('a[href]', 'href'),
      scripts: document.querySelectorAll('script[src]').length,
    };
  });
}

describe('public site', () => {
  it('every page reads and links without JavaScript, with its head, naming its market only', async () => {
    const tab = await (await context({ javaScriptEnabled: false })).newPage();
    for (const language of PUBLIC_LANGUAGES)
      for (const key of PAGES) {
        const path = publicPath(language, key);
        const response = await tab.goto(url(path));
        expect(response?.status(), path).toBe(200);
        const read = await readPage(tab);
        expect(read.lang, path).toBe(language);
        expect(read.h1.trim().length, path).toBeGreaterThan(0);
        expect(read.title.length, path).toBeGreaterThan(0);
        expect(read.description.length, path).toBeGreaterThan(20);
        expect(read.ogTitle, path).toBe(read.title);
        expect(new URL(read.canonical).pathname, path).toBe(path);
        expect(read.ogUrl, path).toBe(read.canonical);
        expect(read.hreflang.sort(), path).toEqual([...PUBLIC_LANGUAGES, 'x-default'].sort());
        // No script file before the loader starts one (and it cannot run here).
        expect(read.scripts, path).toBe(0);
        // The market's lender, never the other's.
        expect(read.text, path).toContain(companies[MARKET[language]].name);
        expect(read.text, path).not.toContain(companies[OTHER[language]].name);
        expect(read.text, path).not.toContain(companies[OTHER[language]].email);
        // The frame's links lead to the site's pages in the same language.
        for (const to of ['home', 'siteAbout', 'siteContact', 'sitePolicy', 'siteLoan'] as const)
          expect(read.links, `${path} -> ${to}`).toContain(publicPath(language, to));
        expect(read.links, path).toContain(`${publicPath(language, 'home')}#loan-terms`);
      }
    // A link followed without JavaScript lands on its page.
    await tab.goto(url(publicPath('en-IN', 'siteUser')));
    await tab.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await tab.waitForURL(url(publicPath('en-IN', 'siteAbout')));
    await tab.goto(url(publicPath('id-ID', 'siteContact')));
    expect(await tab.locator('.site-noscript').textContent()).toContain('JavaScript');
    // Without script the form cannot be sent (nor put its fields into a URL).
    expect(await tab.getByTestId('contact-submit').isDisabled()).toBe(true);
  });

  it('every page hydrates without a warning, and its links and form work', async () => {
    const tab = await (await context({})).newPage();
    const problems: string[] = [];
    tab.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        problems.push(`${tab.url()}: ${m.text()}`);
    });
    tab.on('pageerror', (e) => problems.push(`${tab.url()}: ${e.message}`));
    // The script loads at the first interaction (src/site/site-loader.ts): a tap on the title here.
    const hydrated = async () => {
      await tab.locator('h1').first().click();
      await tab.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    };
    for (const language of PUBLIC_LANGUAGES)
      for (const key of PAGES) {
        await tab.goto(url(publicPath(language, key)));
        await tab.locator('h1').first().waitFor();
        // Reading costs no script: none is loaded before the visitor interacts.
        expect(await tab.locator('script[src]').count()).toBe(0);
        await hydrated();
        // The head stays the prerendered one (hydration writes no other title).
        expect(await tab.evaluate(() => document.title.length)).toBeGreaterThan(0);
      }
    expect(problems).toEqual([]);

    // Navigation: a footer link, then the nav's section link back on the home page.
    await tab.goto(url(publicPath('en-IN', 'siteUser')));
    await hydrated();
    await tab.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await tab.waitForURL(url(publicPath('en-IN', 'siteContact')));
    await hydrated();
    // The form is live: sending it empty says what is missing.
    await tab.getByTestId('contact-submit').click();
    await tab.getByText('Please provide complete information!').waitFor();
    await tab.getByTestId('site-nav-loan-terms').click();
    await tab.waitForURL(`${url(publicPath('en-IN', 'home'))}#loan-terms`);
    await tab.locator('#loan-terms').waitFor();
    await hydrated();
    await tab.getByTestId('site-nav-about-us').click();
    await tab.waitForURL(`${url(publicPath('en-IN', 'home'))}#about-us`);
    await tab.waitForFunction(() => window.scrollY > 0);
    expect(problems).toEqual([]);
  });

  it('old hash URLs lead a visitor to the page in their language; the app keeps its pages', async () => {
    const visits: [string, string, string][] = [
      ['en-US', '/#/About', publicPath('en-IN', 'siteAbout')],
      ['en-US', '/#/privacyPolicy?languageType=2', publicPath('id-ID', 'privacyPolicy')],
      ['id-ID', '/#/loanTerms', publicPath('id-ID', 'loanTerms')],
      ['id-ID', '/', publicPath('id-ID', 'home')],
      ['en-GB', '/#/', publicPath('en-IN', 'home')],
      ['id-ID', '/#/Contact?languageType=1', publicPath('en-IN', 'siteContact')],
      ['en-US', '/#/?section=privacy-policy', `${publicPath('en-IN', 'home')}#privacy-policy`],
    ];
    for (const [locale, from, to] of visits) {
      const tab = await (await context({ locale })).newPage();
      await tab.goto(url(from));
      await tab.waitForURL(url(to));
      await tab.locator('html[data-page]').waitFor({ state: 'attached' });
      await tab.close();
    }
    // Opened by the app (the shell's identity in the URL): the in-app page, on its hash URL.
    const tab = await (await context({ locale: 'en-US' })).newPage();
    await tab.goto(url('/#/privacyPolicy?deviceId=e2e-public-1&languageType=1'));
    await tab.locator('.ui-nav-title', { hasText: 'Privacy Policy' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/');
    expect(new URL(tab.url()).hash).toBe('#/privacyPolicy');
  });

  it('has no serious or critical accessibility violation (axe) on the home and contact pages', async () => {
    const tab = await (await context({})).newPage();
    for (const language of PUBLIC_LANGUAGES)
      for (const key of ['home', 'siteContact'] as const) {
        await tab.goto(url(publicPath(language, key)));
        await tab.locator('h1').first().waitFor();
        const severe = await severeViolations(tab);
        expect(severe, `${language} ${key}: ${JSON.stringify(severe, null, 2)}`).toEqual([]);
      }
  });

  it('has a sitemap of every prerendered page and a robots file naming it', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    const expected = PUBLIC_LANGUAGES.flatMap((l: PublicLanguage) =>
      PAGES.map((k) => publicPath(l, k)),
    );
    expect(locs.sort()).toEqual(expected.sort());
    const robots = await (await fetch(url('/robots.txt'))).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });
});
