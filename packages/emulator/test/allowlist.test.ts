import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEFAULT_DEVICE_ID, getDevice } from '../src/core/devices';
import { generateIdentity, injectIdentity } from '../src/core/identity';
import { shimConfigFor } from '../src/core/shim-config-for';
import { launchChromium } from '../src/hosts/headless/chromium';
import { shimWithConfig } from '../src/shim/build-shim';
import type { CallEntry } from '../src/types/call-entry';

/**
 * The emulator's shell in real Chromium, set up as the headless host sets it (the app's origin on
 * the allowlist): pages that bypass the SDK and write the wire message themselves.
 */
let browser: Browser;
let foreign: Server;
let foreignUrl: string;

beforeAll(async () => {
  browser = await launchChromium();
  // A partner's page on another origin (another port of this machine).
  foreign = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>partner</title><p>partner page</p>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
});

async function shellPage(): Promise<{ context: BrowserContext; page: Page; calls: CallEntry[] }> {
  const appUrl = inject('sandboxUrl');
  const device = getDevice(DEFAULT_DEVICE_ID);
  const identity = generateIdentity(device, {});
  const context = await browser.newContext();
  const calls: CallEntry[] = [];
  await context.exposeBinding('__emulatorReport', (_source, entry: CallEntry) => {
    calls.push(entry);
  });
  const config = shimConfigFor({}, device, identity, 'binding', {
    allowedOrigins: [new URL(appUrl).origin],
    unscripted: 'stub',
  });
  await context.addInitScript(await shimWithConfig(config));
  const page = await context.newPage();
  await page.goto(injectIdentity(appUrl, '/customerService', identity));
  return { context, page, calls };
}

let nextId = 1;

/**
 * Posts one raw wire message from the page and resolves with the shell's log entry of it (and its
 * answer) (the SDK on the page keeps `LoanNativeReceive` to itself).
 */
async function rawCall(page: Page, calls: CallEntry[], method: string, params: unknown) {
  const id = nextId++;
  const posted = await page.evaluate(
    ({ id, method, params }) => {
      const w = window as unknown as { LoanNative?: { postMessage(json: string): void } };
      if (!w.LoanNative) return false;
      w.LoanNative.postMessage(JSON.stringify({ bridge: 1, session: 'raw', id, method, params }));
      return true;
    },
    { id, method, params },
  );
  expect(posted, 'the shell put LoanNative on the page').toBe(true);
  const mine = () =>
    calls.find((c) => {
      const wire = c.wire as { session?: string; id?: number } | undefined;
      return wire?.session === 'raw' && wire.id === id;
    });
  await expect.poll(() => mine(), { timeout: 20_000 }).toBeDefined();
  return mine() as CallEntry;
}

it('refuses openPage to intent: and javascript: on the raw wire: nothing is opened', async () => {
  const { context, page, calls } = await shellPage();
  try {
    const where = page.url();
    for (const url of [
      'intent://scan/#Intent;scheme=zxing;end',
      'javascript:alert(document.domain)',
    ])
      expect(await rawCall(page, calls, 'openPage', { url })).toMatchObject({
        method: 'openPage',
        refused: 'scheme',
        source: 'fail',
        reply: { ok: false, error: { code: 'INVALID_ARGS' } },
      });
    // No responder saw them: the page stayed and no window opened.
    expect(page.url()).toBe(where);
    expect(context.pages()).toHaveLength(1);
    // The same shell takes an https page (the check is the scheme, not openPage itself): the
    // navigating call is logged for the host to act on, unrefused.
    const https = await rawCall(page, calls, 'openPage', { url: 'https://partner.example/' });
    expect(https.refused).toBeUndefined();
    expect(https.reply).toBeUndefined();
  } finally {
    await context.close();
  }
}, 120_000);

it('refuses a page on a foreign origin with NOT_IN_APP, recorded in the call log', async () => {
  const { context, page, calls } = await shellPage();
  try {
    // On the app's origin the same call is answered.
    expect(await rawCall(page, calls, 'rate', {})).toMatchObject({ reply: { ok: true } });
    // The webview navigated to a partner's page on another origin: the shell is there, but refuses.
    await page.goto(foreignUrl);
    expect(await rawCall(page, calls, 'logout', {})).toMatchObject({
      method: 'logout',
      refused: 'origin',
      reply: { ok: false, error: { code: 'NOT_IN_APP' } },
    });
    expect(calls.filter((c) => c.method === 'logout' && c.reply?.ok)).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
