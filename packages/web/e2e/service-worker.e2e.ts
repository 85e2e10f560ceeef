import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cachedUrls, LOAN, newDevice, pageWorker, useOwnBuild, workerReady } from './sw-server';

const env = useOwnBuild();

/** Every response the page receives, from now on. */
function responses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => seen.push(r));
  return seen;
}

type Device = Awaited<ReturnType<typeof newDevice>>;

/**
 * Opens the loan details on `device`, every response recorded, until its status is on screen;
 * the document must have come from the worker.
 */
async function openFromWorker(device: Device): Promise<{ page: Page; seen: Response[] }> {
  let seen: Response[] = [];
  const page = await device.open(LOAN, (p) => {
    seen = responses(p);
  });
  await page.getByTestId('loan-status').waitFor();
  const doc = seen.find((r) => r.request().resourceType() === 'document');
  expect(doc?.fromServiceWorker()).toBe(true);
  return { page, seen };
}

const hasMarker = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="hl-build"]')?.getAttribute('content') ?? null,
  );

async function sandbox(path: string, method: string, body?: unknown) {
  const r = await fetch(new URL(path, env.own.url), {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status}`);
  return r.json() as Promise<{
    requests?: { path: string; idempotencyKey?: string; handled?: boolean }[];
  }>;
}

describe('the service worker (real Chromium, production build)', { timeout: 150_000 }, () => {
  it('precaches the build on the first open and serves it from the cache on the next', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    await first.getByTestId('loan-status').waitFor();
    const state = await workerReady(first);
    expect(state.total).toBeGreaterThan(20);
    // The first open was not served by the worker (it did not exist yet).
    await first.close();

    const { page, seen } = await openFromWorker(device);
    const app = seen.filter((r) => !new URL(r.url()).pathname.startsWith('/volleys/'));
    const assets = app.filter((r) => new URL(r.url()).pathname.includes('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    expect((await pageWorker(page)).controller).toBe(state.active);
  });

  it("puts the page's first read into the app's document: it leaves before the entry's file, once", async () => {
    const device = await newDevice(env.browser, env.own.url);
    await device.context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(e.violatedDirective),
      );
    });
    const first = await device.open(LOAN);
    await first.getByTestId('loan-status').waitFor();
    await workerReady(first);
    // The host's document leaves the read to the entry file.
    expect(await first.evaluate(() => [...document.scripts].filter((s) => !s.src).length)).toBe(0);
    await first.close();
    const read = '/v3/loan-details/loan-details';
    const before = (await sandbox(`/__sandbox/devices/${device.deviceId}/requests`, 'GET')).requests
      ?.length;
    const { page } = await openFromWorker(device);
    const seenInPage = await page.evaluate(
      ({ read }) => {
        const started = (part: string) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => e.name.includes(part))
            .map((e) => ({ at: e.startTime, by: e.initiatorType }));
        return {
          inline: [...document.scripts].filter((s) => !s.src).length,
          read: started(read),
          entry: started('/assets/index-'),
          violations: (window as unknown as { __violations: string[] }).__violations,
        };
      },
      { read },
    );
    // The worker's document carries the read, which the parser ran before it met the entry's tag.
    expect(seenInPage.inline).toBe(1);
    expect(seenInPage.read).toHaveLength(1);
    expect(seenInPage.read[0]?.by).toBe('fetch');
    expect(seenInPage.entry).toHaveLength(1);
    expect(seenInPage.read[0]?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(
      seenInPage.entry[0]?.at ?? 0,
    );
    expect(seenInPage.violations).toEqual([]);
    // Once on the wire: the entry took the document's read, and the page's query its answer.
    const after = (await sandbox(`/__sandbox/devices/${device.deviceId}/requests`, 'GET')).requests;
    expect(after?.slice(before).filter((r) => r.path === read)).toHaveLength(1);
    await device.context.close();
  });

  it('answers from its cache first: a file changed on the server under the same build is not fetched', async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    await workerReady(first);
    await first.close();
    // The host's index.html changes, sw.js does not: the cache answers, the network is not asked.
    const marker = env.own.changeIndex();
    try {
      const fresh = await newDevice(env.browser, env.own.url);
      const control = await fresh.open(LOAN);
      expect(await hasMarker(control)).toBe(marker);
      const again = await device.open(LOAN);
      await again.getByTestId('loan-status').waitFor();
      expect(await hasMarker(again)).toBeNull();
      await Promise.all([device.context.close(), fresh.context.close()]);
    } finally {
      env.own.restoreIndex();
    }
  });

  it("never caches a copy whose bytes are not the build's (a proxy's altered script)", async () => {
    // A page the loan details never load, so the page itself runs; the worker precaches it.
    const name = env.own.alterAsset(/^chatbot-page-.*\.js$/);
    try {
      const device = await newDevice(env.browser, env.own.url);
      // Each worker's states, as the page's registration sees them.
      await device.context.addInitScript(() => {
        const states: string[] = [];
        (window as unknown as { __swStates: string[] }).__swStates = states;
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = async (...args) => {
          const reg = await register(...args);
          const worker = reg.installing;
          worker?.addEventListener('statechange', () => states.push(worker.state));
          return reg;
        };
      });
      const page = await device.open(LOAN);
      await page.getByTestId('loan-status').waitFor();
      // The install fetched the script with the build's integrity, was refused, and gave up.
      await page.waitForFunction(() =>
        (window as unknown as { __swStates: string[] }).__swStates.includes('redundant'),
      );
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      expect((await cachedUrls(page)).some((u) => u.includes(name))).toBe(false);
      await device.context.close();
    } finally {
      env.own.restoreAssets();
    }
  });

  it("never answers an API call from the cache: order status is always the server's", async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    expect(await first.getByTestId('loan-status').getAttribute('data-status')).toBe('174');
    await workerReady(first);
    await first.close();
    // The order moves on on the server between two opens.
    await sandbox(`/__sandbox/devices/${device.deviceId}/fixtures`, 'POST', { loan: 'status-200' });
    let seen: Response[] = [];
    const page = await device.open(LOAN, (p) => {
      seen = responses(p);
    });
    await page.locator('[data-testid="loan-status"][data-status="200"]').waitFor();
    const api = seen.filter((r) => new URL(r.url()).pathname.startsWith('/volleys/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.fromServiceWorker())).toEqual([]);
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => /\/volleys\/|__sandbox|sw-switch/.test(u))).toEqual([]);
    await device.context.close();
  });

  // One more attempt: in one clean-clone run of three, the open after every old-build page had
  // closed (line "const later") waited past 30 s for its load (the waiting worker taking over).
  // Not understood yet; written down as open in the service worker issue.
  it('installs a new build in the background and takes it only at the next open', {
    retry: 1,
  }, async () => {
    const device = await newDevice(env.browser, env.own.url);
    const first = await device.open(LOAN);
    const v1 = (await workerReady(first)).active;
    // What the cached build's index.html carries (another test may have changed the server's).
    const old = await hasMarker(first);
    await first.close();
    // The borrower is in the middle of a flow on the old build...
    const inFlow = await device.open(LOAN);
    await inFlow.getByTestId('loan-status').waitFor();
    expect((await pageWorker(inFlow)).controller).toBe(v1);
    // ...when a new build is deployed and the engine checks for it.
    const next = await env.own.shipNewBuild();
    expect(next.version).not.toBe(v1);
    await inFlow.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(async () => (await pageWorker(inFlow)).waiting, { timeout: 30_000 })
      .toBe(next.version);
    // The flow goes on, on the old build: the next page's chunk comes from the old cache.
    await inFlow.getByTestId('loan-repay').click();
    await inFlow.waitForFunction(() => window.location.hash.startsWith('#/repay'));
    await inFlow.getByTestId('instalment-total').waitFor();
    expect(await hasMarker(inFlow)).toBe(old);
    expect((await pageWorker(inFlow)).controller).toBe(v1);
    // A second webview opened meanwhile is still the old build (the old one is still in use).
    const meanwhile = await device.open(LOAN);
    await meanwhile.getByTestId('loan-status').waitFor();
    expect(await hasMarker(meanwhile)).toBe(old);
    // Every page of the old build closed: the next open is the new build.
    await Promise.all([inFlow.close(), meanwhile.close()]);
    const later = await device.open(LOAN);
    await later.getByTestId('loan-status').waitFor();
    expect(await hasMarker(later)).toBe(next.marker);
    expect((await pageWorker(later)).controller).toBe(next.version);
    await device.context.close();
  });

  it("the shells' warm-up entry installs the worker, so even the first open is served locally", async () => {
    const device = await newDevice(env.browser, env.own.url);
    const warm = await device.context.newPage();
    await warm.goto(new URL('warm-up.html', env.own.url).href);
    await warm.waitForFunction(() => document.title !== 'warm-up:started', null, {
      timeout: 60_000,
    });
    const title = await warm.title();
    expect(title).toMatch(/^warm-up:ready [0-9a-f]{12}(\+\d+)? (\d+)\/\2$/);
    await warm.close();
    // The borrower's first open of a page: from the worker, not the network.
    const { page } = await openFromWorker(device);
    expect((await pageWorker(page)).controller).toBe(title.split(' ')[1]);
    await device.context.close();
  });
});
