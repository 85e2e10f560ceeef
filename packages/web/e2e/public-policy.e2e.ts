// The public policy page on the production build: its own heading and text are the prerendered
// HTML, with no request to the agreement's host before the first paint; the agreement's frame
// comes once the page has loaded and its own largest paint is on screen (the site's loader, no
// hydration), with nothing moving, and stays when the page hydrates; without JavaScript the page
// is its text and a plain link.
import { PUBLIC_LANGUAGES, publicPath } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, inject, it } from 'vitest';
import { brandConfig } from '../src/config/brand';
import { useChromium } from './chromium';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).href;
const AGREEMENT_HOST = new URL(brandConfig.appH5).origin;
const OPEN_LINK = { 'en-IN': 'Open the agreement in a new window', 'id-ID': 'Buka perjanjian' };

const chromium = useChromium();

/** A visitor's tab; the agreement's host (unreachable from here) answered by the test. */
async function visitorTab(javaScriptEnabled: boolean) {
  const context = await chromium.newContext({
    viewport: { width: 360, height: 740 },
    javaScriptEnabled,
  });
  const hostRequests: string[] = [];
  await context.route(`${AGREEMENT_HOST}/**`, (route) => {
    hostRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Agreement</p>' });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, hostRequests, problems };
}

describe('public policy page', () => {
  it('is its text and a plain link to the agreement without JavaScript, and frames nothing', async () => {
    const { page, hostRequests } = await visitorTab(false);
    for (const language of PUBLIC_LANGUAGES) {
      await page.goto(url(publicPath(language, 'sitePolicy')));
      expect((await page.locator('h1').textContent())?.trim().length).toBeGreaterThan(0);
      expect(await page.locator('.site-policy p').first().textContent()).toMatch(/.{40}/);
      expect(await page.locator('iframe').count(), language).toBe(0);
      // The place held for the frame is not shown: no frame will come.
      expect(await page.getByTestId('policy-frame-slot').isVisible(), language).toBe(false);
      const link = page.getByRole('link', { name: OPEN_LINK[language] });
      expect(await link.getAttribute('href')).toBe(
        `${AGREEMENT_HOST}/agreement/user-agreement.html`,
      );
    }
    expect(hostRequests).toEqual([]);
  });

  it('frames the agreement once loaded, with no script file and no shift; hydration keeps it', async () => {
    const { page, hostRequests, problems } = await visitorTab(true);
    const response = await page.goto(url(publicPath('en-IN', 'sitePolicy')));
    // The HTML holds the page's own text and no frame: nothing of the host before the first paint.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-frame-src=');
    expect(html).not.toContain('<iframe');
    const frame = page.getByTestId('policy-frame-slot').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${AGREEMENT_HOST}/agreement/user-agreement.html`);
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(await frame.getAttribute('title')).toBe('The user agreement');
    await expect.poll(() => hostRequests.length).toBeGreaterThan(0);
    // The host's request starts after the page's own largest paint was on screen (a request
    // racing it counts in a simulated first visit's LCP: the bench's publicVisit). The frame's
    // resource entry is added once the frame has loaded, which on a busy machine can come after
    // its request was seen.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => (e as PerformanceResourceTiming).initiatorType === 'iframe'),
    );
    const order = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      const paints = observer.takeRecords();
      observer.disconnect();
      const frameRequest = performance
        .getEntriesByType('resource')
        .find((e) => (e as PerformanceResourceTiming).initiatorType === 'iframe');
      return { firstPaint: paints[0]?.startTime ?? null, frameStart: frameRequest?.startTime };
    });
    expect(order.firstPaint).not.toBeNull();
    expect(order.frameStart).toBeGreaterThan(order.firstPaint ?? Number.POSITIVE_INFINITY);
    // No script file for that: reading the page still costs none.
    expect(await page.locator('script[src]').count()).toBe(0);
    // The frame took the held box: no layout shift on the way.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      return entries.reduce((sum, e) => sum + e.value, 0);
    });
    expect(shift).toBe(0);
    // Hydration (at the first interaction) keeps the same frame, with no warning.
    await frame.evaluate((f) => {
      (f as HTMLIFrameElement & { kept?: boolean }).kept = true;
    });
    await page.locator('h1').click();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(
      await frame.evaluate((f) => (f as HTMLIFrameElement & { kept?: boolean }).kept === true),
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});
