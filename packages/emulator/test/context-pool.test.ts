import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getDevice } from '../src/core/devices';
import { launchChromium } from '../src/hosts/headless/chromium';
import { ContextPool } from '../src/hosts/headless/context-pool';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A plain page on the app's origin (the sandbox's fixture list): storage is per origin. */
const onOrigin = async (page: Page) => {
  await page.goto(`${inject('sandboxUrl')}/__sandbox/fixtures`);
};

const stored = (page: Page) =>
  page.evaluate(async () => {
    const dbs = indexedDB.databases ? await indexedDB.databases() : [];
    return {
      local: localStorage.getItem('left-behind'),
      cookie: document.cookie,
      databases: dbs.map((d) => d.name),
    };
  });

it('lends one context per device at a time and wipes what the last scenario stored', async () => {
  const pool = new ContextPool(browser);
  const origin = new URL(inject('sandboxUrl')).origin;
  const low = getDevice('android-low');
  try {
    const first = await pool.acquire(low, 'portrait', origin);
    // Two scenarios at once never share a context.
    const beside = await pool.acquire(low, 'portrait', origin);
    expect(beside.context).not.toBe(first.context);
    await pool.release(beside, { device: low, orientation: 'portrait' });

    const page = await first.context.newPage();
    await onOrigin(page);
    await first.context.addCookies([{ name: 'session', value: 'old', url: origin }]);
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', 'token-of-the-last-borrower');
      await new Promise((done, fail) => {
        const open = indexedDB.open('left-behind-db');
        open.onsuccess = () => {
          open.result.close();
          done(undefined);
        };
        open.onerror = () => fail(open.error);
      });
    });
    expect(await stored(page)).toEqual({
      local: 'token-of-the-last-borrower',
      cookie: 'session=old',
      databases: ['left-behind-db'],
    });
    await pool.release(first, { device: low, orientation: 'portrait' });
    expect(page.isClosed()).toBe(true);

    const again = await pool.acquire(low, 'portrait', origin);
    expect([first.context, beside.context]).toContain(again.context);
    const next = await again.context.newPage();
    await onOrigin(next);
    expect(await stored(next)).toEqual({ local: null, cookie: '', databases: [] });
    await pool.release(again, { device: low, orientation: 'portrait' });

    // Another device or orientation is another context (viewport, pixel ratio, user agent).
    const turned = await pool.acquire(low, 'landscape', origin);
    expect([first.context, beside.context]).not.toContain(turned.context);
    expect(turned.context.pages()[0]?.viewportSize()?.width).toBeGreaterThan(
      turned.context.pages()[0]?.viewportSize()?.height ?? 0,
    );
    await pool.release(turned, { device: low, orientation: 'landscape' });
  } finally {
    await pool.close();
  }
  expect(browser.contexts()).toHaveLength(0);
});
