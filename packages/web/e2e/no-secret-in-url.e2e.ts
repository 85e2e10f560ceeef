import { putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { SAMPLE_IDENTITY } from '@hybrid-loan/dev-contract';
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MAIN_PAGES } from '../scripts/main-pages.mjs';
import { useChromium } from './chromium';
import { fakeAndroidShellScript } from './fake-shell';
import { newDeviceId } from './harness';

// The borrower's token (and the personal device id and gid) travel in headers: no URL the pages
// request may carry them, or they land in gateway, CDN and proxy logs.

const baseUrl = inject('baseUrl');
const chromium = useChromium();

async function newTab() {
  const context = await chromium.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(await fakeAndroidShellScript());
  const page = await context.newPage();
  const requests: Request[] = [];
  // Every request of the page and its workers, images, beacons and early fetches included.
  context.on('request', (request) => requests.push(request));
  return { page, requests };
}

/** A call of the API (the client's XHR, the entry's early fetch); images cannot carry headers. */
const api = (r: Request) =>
  new URL(r.url()).pathname.startsWith('/volleys/') &&
  ['xhr', 'fetch'].includes(r.resourceType()) &&
  !new URL(r.url()).pathname.startsWith('/volleys/__');

describe('no request URL carries the borrower', () => {
  for (const main of MAIN_PAGES) {
    it(`${main.key}: no request URL carries the token, device id or gid`, async () => {
      const deviceId = newDeviceId(`url-${main.key}`);
      const identity = {
        ...SAMPLE_IDENTITY,
        deviceId,
        token: `tok-secret-${deviceId}`,
        gid: `gid-secret-${deviceId}`,
      };
      const { page, requests } = await newTab();
      await page.goto(putIdentity(baseUrl, main.route, identity));
      await page.waitForLoadState('networkidle');
      await page.locator('main h1, main h2, nav').first().waitFor();
      expect(page.url()).not.toContain(identity.token);
      const calls = requests.filter(api);
      if (main.key !== 'company-site') expect(calls.length, 'API calls').toBeGreaterThan(0);
      // No request of the page (API calls, images, beacons, workers, early reads) names the
      // borrower or the device in its URL: registration's visitor device id and its captcha
      // picture travel in headers too.
      for (const r of requests)
        for (const secret of [identity.token, deviceId, identity.gid])
          expect(r.url(), r.url()).not.toContain(secret);
      for (const r of calls) {
        const headers = await r.allHeaders();
        expect(headers.authorization, r.url()).toBe(`Bearer ${identity.token}`);
        expect(headers['x-device-id']).toBe(deviceId);
        expect(headers['x-gid']).toBe(identity.gid);
      }
    });
  }
});

describe('identity arriving with a later location change', () => {
  it('is read and stripped; another borrower replaces the first (forget, then adopt)', async () => {
    const a = newDeviceId('swap-a');
    const alice = { ...SAMPLE_IDENTITY, deviceId: a, token: `tok-alice-${a}`, gid: 'g-alice' };
    const { page, requests } = await newTab();
    // Alice starts a complaint: its draft is kept for her.
    await page.goto(
      putIdentity(baseUrl, '/complainPageNext?problemType=2&orderNo=1001', {
        ...alice,
        languageType: '1',
      }),
    );
    await page.getByTestId('complaint-text').fill("Alice's private complaint text");
    await page.waitForFunction(() => JSON.stringify(localStorage).includes("Alice's private"));
    const before = requests.length;

    // The shell reuses its webview for Bob: a same-document navigation with his identity.
    const b = newDeviceId('swap-b');
    const bob = { ...SAMPLE_IDENTITY, deviceId: b, token: `tok-bob-${b}`, gid: 'g-bob' };
    const bobsUrl = putIdentity(baseUrl, '/loanDetails?productId=1&orderId=1001', bob);
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate((hash) => {
        window.location.hash = hash;
      }, new URL(bobsUrl).hash),
    ]);
    await page.getByTestId('loan-status').waitFor();

    // The address and the history entry lost the identity, and Bob is the borrower in use.
    expect(page.url()).toBe(`${baseUrl.replace(/\/$/, '')}/#/loanDetails?productId=1&orderId=1001`);
    const kept = await page.evaluate(() => ({
      session: JSON.stringify(sessionStorage),
      local: JSON.stringify(localStorage),
    }));
    expect(kept.session).toContain(bob.token);
    expect(kept.session).not.toContain(alice.token);
    // Alice's draft went with her.
    expect(kept.local).not.toContain("Alice's private");
    const after = requests.slice(before).filter(api);
    expect(after.length).toBeGreaterThan(0);
    for (const r of after) {
      expect((await r.allHeaders()).authorization).toBe(`Bearer ${bob.token}`);
      expect(r.url()).not.toContain('tok-');
    }
    // Back to Alice's page: its entry was stripped at load, nothing to adopt; Bob stays.
    await page.goBack();
    await page.getByTestId('complaint-text').waitFor();
    expect(page.url()).not.toContain('tok-');
    expect(await page.evaluate(() => sessionStorage.getItem('hl:identity'))).toContain(bob.token);

    // An own-origin URL carrying identity in its ordinary query (a server link to our pages): a
    // new document, read and stripped at start, and Carol replaces Bob.
    const c = newDeviceId('swap-c');
    const carol = { ...SAMPLE_IDENTITY, deviceId: c, token: `tok-carol-${c}`, gid: 'g-carol' };
    const query = new URLSearchParams({ token: carol.token, deviceId: c, gid: carol.gid });
    const beforeCarol = requests.length;
    await page.evaluate((href) => window.location.assign(href), `/?${query}#/customerService`);
    await page.getByTestId('service-phone').waitFor();
    expect(page.url()).toBe(`${baseUrl.replace(/\/$/, '')}/#/customerService`);
    const identity = await page.evaluate(() => sessionStorage.getItem('hl:identity') ?? '');
    expect(identity).toContain(carol.token);
    expect(identity).not.toContain(bob.token);
    const carols = requests.slice(beforeCarol).filter(api);
    expect(carols.length).toBeGreaterThan(0);
    for (const r of carols)
      expect((await r.allHeaders()).authorization).toBe(`Bearer ${carol.token}`);
  });
});

describe('the vitals report', () => {
  it("names the phone's model, never the name its owner gave it", async () => {
    const deviceId = newDeviceId('vitals-name');
    const identity = { ...SAMPLE_IDENTITY, deviceId, deviceName: "Budi's Galaxy A" };
    const { page } = await newTab();
    // The vitals start after the first paint, once web-vitals has downloaded and run: it listens
    // for the page being hidden as it starts observing LCP. That moment is the one to wait for
    // (its download alone was not: on a loaded machine the hidden page came before it ran).
    await page.addInitScript(() => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type === 'largest-contentful-paint')
          (window as unknown as { __lcpObserved?: boolean }).__lcpObserved = true;
        return observe.call(this, options);
      };
    });
    await page.goto(putIdentity(baseUrl, '/loanDetails?productId=1&orderId=1001', identity));
    await page.getByTestId('loan-status').waitFor();
    await page.waitForFunction(
      () => (window as unknown as { __lcpObserved?: boolean }).__lcpObserved === true,
    );
    // web-vitals reports LCP and CLS when the page is hidden (the borrower leaves the app); they
    // go as a keepalive POST on this engine (src/lib/field-facts/send-batch.ts).
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/volleys/__vitals');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await (await sent).response();
    // What the sandbox received (every page's reports of this run): none names the phone.
    const answer = await fetch(new URL('/__sandbox/vitals', baseUrl));
    const { reports } = (await answer.json()) as { reports: { page?: string; device?: string }[] };
    expect(reports.some((r) => r.page === '/loanDetails')).toBe(true);
    expect(JSON.stringify(reports)).not.toMatch(/Budi|Galaxy/);
  });
});
