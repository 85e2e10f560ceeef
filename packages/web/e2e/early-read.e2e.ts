import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../sandbox/server';
import { useBrowser } from './harness';

const b = useBrowser({ reuseContexts: true });

const VCODE = '/v3/loan-details/generate-vcode';

// The entry sends each of these pages' first read before React loads; the page's query adopts
// it, so the sandbox sees the call once per page load (twice would mean the adoption failed).
const PAGES_WITH_EARLY_READ = [
  ['/loanDetails?productId=1&orderId=1001', '/v3/loan-details/loan-details'],
  ['/repay?productId=1&orderId=1001', '/v3/installment/loan-play-detail'],
  ['/loanConfirm?productId=1', '/v3/loan-confirm/loan-detail-confirm'],
  ['/relevant?scene=banner_fudai', '/indah/v3/product/recommend-product-list'],
  [
    '/complainPageNext?problemType=2&problemSonType=0&orderNo=ORD1001',
    '/user-problem/problem-init',
  ],
  ['/customerService', '/v3/personal-center/contact-kf-info'],
  ['/intelligentCustomerService?orderNo=ORD1001', '/h5-api/v3/user-problem/get-qa-list'],
  ['/individual?productId=1&orderId=1001&amount=501000', '/v3/loan-details/init-pay-type'],
  // A creation, sent early under its intent's Idempotency-Key (checked below).
  ['/that?productId=1&orderId=1001&amount=501000', VCODE],
  [
    '/registerTemplate?id=1&app_from=h5&user_from=ads',
    '/api/v2/youmi/service/channel/channel-template',
  ],
] as const;

// A page's other early reads, sent by the entry in the task after the first.
const OTHER_EARLY_READS = [
  ['/loanConfirm?productId=1', '/v3/contract/contract'],
  ['/registerTemplate?id=1&app_from=h5&user_from=ads', '/api/v2/youmi/promotion/get-sid'],
] as const;

/**
 * Opens the page, checks it rendered its data, and that the sandbox saw `path` once, sent by the
 * entry (fetch) and not by the page's client (axios, XHR): the page's query adopted the early read.
 */
async function openAskingOnce(route: string, path: string) {
  const opened = await b.open(route);
  const { page, deviceId } = opened;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // The page rendered its data, not the failure screen with its retry button.
  await page.locator('main, [data-testid]').first().waitFor({ timeout: 60_000 });
  expect(await page.getByRole('button', { name: /retry|coba lagi/i }).count()).toBe(0);
  const calls = (await b.requests(deviceId)).filter((r) => r.path === path);
  expect(calls).toHaveLength(1);
  const initiators = await page.evaluate(
    (p) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(p))
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    path,
  );
  expect(initiators).toEqual(['fetch']);
  return opened;
}

describe('the page’s first read, sent before React', () => {
  it.each(PAGES_WITH_EARLY_READ)('%s asks %s once per page load', async (route, path) => {
    const { page, deviceId } = await openAskingOnce(route, path);
    await page.reload();
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const both = (await b.requests(deviceId)).filter((r) => r.path === path);
    expect(both).toHaveLength(2);
    if (path === VCODE) {
      // The early send carried the intent's key; the answer settled it, so a new opening is a
      // new intent with a new key.
      expect(both[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(both[1]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(both[1]?.idempotencyKey).not.toBe(both[0]?.idempotencyKey);
    }
  });

  it.each(OTHER_EARLY_READS)('%s also asks %s early, once per page load', async (route, path) => {
    await openAskingOnce(route, path);
  });
});

/**
 * Opens `route` on the server of the build as the package carries it, holding the entry's file
 * until a request to `path` has left (only the document can have sent it then; an outer deadline
 * lets the entry go anyway, so a failure is an assertion, not a hang), recording the Idempotency-Key
 * of each request to `path` and every policy violation. Waits for the page's data.
 */
async function openPackagePage(base: string | undefined, route: string, path: string) {
  let readLeft = () => {};
  const left = new Promise<void>((resolve) => {
    readLeft = resolve;
  });
  const seen = { heldUntilRead: false, keys: [] as string[] };
  const hold = async (page: Page) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(e.violatedDirective),
      );
    });
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith(path)) return;
      seen.keys.push(request.headers()['idempotency-key'] ?? '');
      readLeft();
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (held) => {
      seen.heldUntilRead = await Promise.race([
        left.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
      ]);
      await held.continue();
    });
  };
  const { page } = await b.open(route, { base, beforeOpen: hold });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.locator('main, [data-testid]').first().waitFor({ timeout: 60_000 });
  expect(await page.getByRole('button', { name: /retry|coba lagi/i }).count()).toBe(0);
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  return { ...seen, violations };
}

describe("the package's page: the first read sent by the document itself", () => {
  let packaged: SandboxServer | undefined;
  beforeAll(async () => {
    packaged = await startSandboxServer({ mode: 'dist', packageFiles: true });
  });
  afterAll(() => packaged?.close());

  it("leaves before the entry's file is served; the entry takes it, within the pages' policy", async () => {
    const opened = await openPackagePage(
      packaged?.url,
      '/loanDetails?productId=1&orderId=1001',
      '/v3/loan-details/loan-details',
    );
    expect(opened.heldUntilRead).toBe(true);
    // Once on the wire: the entry took the document's read, and the page's query its answer.
    expect(opened.keys).toHaveLength(1);
    expect(opened.violations).toEqual([]);
  });

  it("sends the virtual account's creation with its intent's key, which the page's call reuses: once", async () => {
    const opened = await openPackagePage(
      packaged?.url,
      '/that?productId=1&orderId=1001&amount=501000',
      VCODE,
    );
    expect(opened.heldUntilRead).toBe(true);
    expect(opened.keys).toHaveLength(1);
    expect(opened.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened.violations).toEqual([]);
  });

  it("is the package's page only: the web's HTML leaves the read to its entry file", () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    const inline = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<script>/g)].length;
    expect(inline(join(dist, 'index.html'))).toBe(0);
    expect(inline(join(dist, PACKAGE_OWN_DIR, 'index.html'))).toBe(1);
  });
});
