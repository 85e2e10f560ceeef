// The campaign registration landing prerendered on its path URL (/en-IN/register/?id=…), on the
// production build and the sandbox: its frame and form are HTML (JavaScript off, the template's
// place held), and with JavaScript on the same components take over without a React warning,
// fetch the template of the URL's campaign and register end to end.
import { PUBLIC_LANGUAGES, type PublicLanguage } from '@hybrid-loan/bridge-sdk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { landingPath } from '../src/site/landing-path';
import { useChromium } from './chromium';
import { newDeviceId, recordSent } from './harness';

const baseUrl = inject('baseUrl');
const CAMPAIGN = 'app_from=af&user_from=uf&utm_tag=ut';
const url = (path: string) => new URL(path, baseUrl).href;
const PHONE_PLACEHOLDER: Record<PublicLanguage, RegExp> = {
  'en-IN': /10-digit/,
  'id-ID': /\d/,
};

const chromium = useChromium();

/** A visitor's tab: its device id kept where the landing looks for it (lib/storage's key). */
async function visitorTab(javaScriptEnabled: boolean, deviceId = newDeviceId('landing')) {
  const context = await chromium.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled,
  });
  await context.addInitScript((id) => {
    localStorage.setItem('hl:promotion-device-id', JSON.stringify(id));
  }, deviceId);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const sent = recordSent(page);
  return { page, problems, sent, deviceId };
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).waitFor();

describe('campaign registration landing', () => {
  it('is its frame and form without JavaScript, the template held in place, never indexed', async () => {
    const { page } = await visitorTab(false);
    for (const language of PUBLIC_LANGUAGES) {
      const path = landingPath(language);
      const response = await page.goto(url(`${path}?id=3&${CAMPAIGN}`));
      expect(response?.status(), path).toBe(200);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      for (const id of ['register-phone', 'register-captcha', 'register-sms', 'register-submit'])
        expect(await page.getByTestId(id).count(), `${path} ${id}`).toBe(1);
      expect(await page.getByTestId('register-phone').getAttribute('placeholder')).toMatch(
        PHONE_PLACEHOLDER[language],
      );
      // The template's texts wait for its data: a box of their size, no heading yet.
      const pending = page.getByTestId('register-hero-pending');
      expect(await pending.getAttribute('aria-busy')).toBe('true');
      expect((await pending.boundingBox())?.height).toBe(140);
      expect(await page.locator('h1').count()).toBe(0);
      // The agreement is the app's page, reachable without JavaScript (the campaign's
      // parameters join its link once the page is live).
      expect(await page.locator('.promo-agreement a').getAttribute('href')).toBe(
        '/#/agreementTemplate',
      );
    }
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/register/');
  });

  it('hydrates without a warning, shows the template and registers end to end', async () => {
    const { page, problems, sent, deviceId } = await visitorTab(true);
    await page.goto(url(`${landingPath('en-IN')}?id=3&${CAMPAIGN}`));
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    const hero = page.getByTestId('register-hero');
    await hero.waitFor();
    expect(await hero.locator('h1').textContent()).toBe('Instant loans up to ₹80,000');
    // The template's box keeps its size: nothing below it moves.
    expect((await hero.boundingBox())?.height).toBe(140);
    expect(await page.getByTestId('register-submit').textContent()).toBe('Register now');
    expect(sent('/channel-template')[0]).toMatchObject({ templateId: '3' });

    // Now with the URL's campaign.
    expect(await page.locator('.promo-agreement a').getAttribute('href')).toBe(
      `/#/agreementTemplate?${CAMPAIGN}&id=3`,
    );
    await page.getByTestId('register-captcha-image').waitFor();
    await page.getByTestId('register-phone').fill('9876543210');
    await page.getByTestId('register-captcha').fill('1234');
    await page.getByTestId('register-send-sms').click();
    await toast(page, 'The code has been sent. Please check your phone!');
    await page.getByTestId('register-sms').fill('123456');
    await page.getByTestId('register-submit').click();
    // The download page is the app's (a new document: the success toast does not travel, the
    // page itself says what is next), with the campaign carried on.
    await page.waitForURL(
      (u) =>
        u.pathname === '/' &&
        u.hash === '#/downloadTemplate?app_from=af&user_from=uf&utm_tag=ut&id=3',
    );
    await page.getByTestId('download-android').waitFor();
    expect(sent('/register')[0]).toMatchObject({
      smsCode: '123456',
      capcode: '1234',
      deviceId,
      id: '3',
      app_from: 'af',
      user_from: 'uf',
      utm_tag: 'ut',
    });
    expect(sent('/track-visit')[0]).toMatchObject({ page_id: '3', utm_tag: 'ut' });
    expect(problems).toEqual([]);
  });
});
