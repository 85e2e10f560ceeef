import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAN, newDevice, useOwnBuild, workerReady } from './sw-server';

const env = useOwnBuild();

/** The app's workers and caches on the page's origin. */
const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));

const outcome = (page: Page) =>
  page
    .locator('html[data-service-worker]')
    .waitFor({ state: 'attached' })
    .then(() => page.evaluate(() => document.documentElement.dataset.serviceWorker));

describe('the kill switch (sw-switch.json)', { timeout: 150_000 }, () => {
  it('off: the page removes the worker and its caches, and registers none until it is on again', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    await workerReady(first);
    await first.close();
    env.own.setSwitch(true);
    try {
      // This open is still served by the worker; once on screen, the page reads the switch.
      const page = await device.open(LOAN);
      await page.getByTestId('loan-status').waitFor();
      expect(await outcome(page)).toBe('switched-off');
      await expect.poll(() => leftovers(page)).toEqual({ registrations: 0, caches: 0 });
      await page.close();
      // The next open comes from the network, and registers nothing.
      const next = await device.open(LOAN);
      await next.getByTestId('loan-status').waitFor();
      expect(await outcome(next)).toBe('switched-off');
      expect(await leftovers(next)).toEqual({ registrations: 0, caches: 0 });
    } finally {
      env.own.setSwitch(false);
    }
    const again = await device.open(LOAN);
    expect(await outcome(again)).toBe('registered');
    await workerReady(again);
    await device.context.close();
  });

  it('off: the worker removes itself after a navigation even when no app code runs', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    await workerReady(first);
    await first.close();
    env.own.setSwitch(true);
    try {
      // A navigation the worker sees, to a document that runs none of the app's code (a page
      // whose bundle is broken would not get as far as its registration code either).
      const page = await device.context.newPage();
      await page.goto(new URL('sw-switch.json', env.own.url).href);
      await expect
        .poll(() => leftovers(page), { timeout: 20_000 })
        .toEqual({ registrations: 0, caches: 0 });
    } finally {
      env.own.setSwitch(false);
    }
    await device.context.close();
  });
});
