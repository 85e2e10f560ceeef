import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEFAULT_DEVICE_ID, getDevice } from '../src/core/devices';
import { generateIdentity, putIdentity } from '../src/core/identity';
import { shimConfigFor } from '../src/core/shim-config-for';
import { launchChromium } from '../src/hosts/headless/chromium';
import { shimWithConfig } from '../src/shim/build-shim';
import type { CallEntry } from '../src/types/call-entry';

/**
 * The emulator's shell in real Chromium, set up as the headless host sets it (the app's origin on
 * the allowlist): pages and frames that bypass the SDK and write the wire message themselves.
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

interface ShellUnderTest {
  context: BrowserContext;
  page: Page;
  /** The shell's call log, as the host receives it. */
  calls: CallEntry[];
  /** Every call the shell handed to its responder (the host's `ask`): its handler ran. */
  asked: string[];
}

async function shellPage(bypassCSP = false): Promise<ShellUnderTest> {
  const appUrl = inject('sandboxUrl');
  const device = getDevice(DEFAULT_DEVICE_ID);
  const identity = generateIdentity(device, {});
  const context = await browser.newContext({ bypassCSP });
  const calls: CallEntry[] = [];
  const asked: string[] = [];
  await context.exposeBinding('__emulatorReport', (_source, entry: CallEntry) => {
    calls.push(entry);
  });
  // Unscripted calls go to the host, so a call the shell lets through is seen here.
  await context.exposeBinding('__emulatorAsk', (_source, call: { method: string }) => {
    asked.push(call.method);
    return { result: call.method === 'rate' ? { shown: true } : null };
  });
  const config = shimConfigFor({}, device, identity, 'binding', {
    allowedOrigins: [new URL(appUrl).origin],
    unscripted: 'ask',
  });
  await context.addInitScript(await shimWithConfig(config));
  const page = await context.newPage();
  await page.goto(putIdentity(appUrl, '/customerService', identity));
  // The app loads the SDK after its first paint; a raw call's reply must not race the SDK
  // installing its own receiver over the one rawCall puts there for the length of the call. The
  // entry's receiver (it holds early messages) is there from the start, so what tells that the
  // SDK's is in place is its handshake in the shell's log.
  await expect.poll(() => calls.some((c) => c.method === 'hello'), { timeout: 30_000 }).toBe(true);
  return { context, page, calls, asked };
}

let nextId = 1;

/**
 * Posts one raw wire message from a page or frame, as a page that bypasses the SDK does, and
 * resolves with what the page received for it (`'no reply'` after `waitMs`) and the shell's log
 * entry of it. The reply is taken before the SDK's `LoanNativeReceive` (if the page has one) would
 * drop it as a reply to no call of its own.
 */
async function rawCall(
  target: Page | Frame,
  shell: ShellUnderTest,
  method: string,
  params: unknown,
  waitMs = 5_000,
) {
  const id = nextId++;
  const seen = await target.evaluate(
    ({ id, method, params, waitMs }) =>
      new Promise<unknown>((resolve) => {
        const w = window as unknown as {
          LoanNative?: { postMessage(json: string): void };
          LoanNativeReceive?: (message: unknown) => void;
        };
        if (!w.LoanNative) return resolve('no shell');
        const sdk = w.LoanNativeReceive;
        const done = (value: unknown) => {
          w.LoanNativeReceive = sdk;
          resolve(value);
        };
        const timer = setTimeout(done, waitMs, 'no reply');
        w.LoanNativeReceive = (message) => {
          const r = typeof message === 'string' ? JSON.parse(message) : message;
          if (r?.session !== 'raw' || r.id !== id) return sdk?.(message);
          clearTimeout(timer);
          done(r);
        };
        w.LoanNative.postMessage(JSON.stringify({ bridge: 1, session: 'raw', id, method, params }));
      }),
    { id, method, params, waitMs },
  );
  expect(seen, 'the shell put LoanNative on the page').not.toBe('no shell');
  const mine = () =>
    shell.calls.find((c) => {
      const wire = c.wire as { session?: string; id?: number } | undefined;
      return wire?.session === 'raw' && wire.id === id;
    });
  await expect.poll(() => mine(), { timeout: 20_000 }).toBeDefined();
  return { seen, logged: mine() as CallEntry };
}

/** What a page gets back for a refused call: the contract's error, from the shell itself. */
const refusedWith = (code: string) => ({
  bridge: 1,
  session: 'raw',
  ok: false,
  error: { code, message: expect.any(String) },
});

it('refuses openPage to intent: and javascript: on the raw wire: nothing is opened', async () => {
  const shell = await shellPage();
  const { context, page } = shell;
  try {
    const where = page.url();
    for (const url of [
      'intent://scan/#Intent;scheme=zxing;end',
      'javascript:alert(document.domain)',
    ]) {
      const { seen, logged } = await rawCall(page, shell, 'openPage', { url });
      expect(seen).toMatchObject(refusedWith('INVALID_ARGS'));
      expect(logged).toMatchObject({
        method: 'openPage',
        refused: 'scheme',
        source: 'fail',
        reply: { ok: false, error: { code: 'INVALID_ARGS' } },
      });
    }
    // No responder saw them: the page stayed and no window opened.
    expect(page.url()).toBe(where);
    expect(context.pages()).toHaveLength(1);
    // The same shell takes an https page (the check is the scheme, not openPage itself): the
    // navigating call is logged for the host to act on, unrefused and unanswered.
    const https = await rawCall(page, shell, 'openPage', { url: 'https://partner.example/' }, 300);
    expect(https.seen).toBe('no reply');
    expect(https.logged.refused).toBeUndefined();
    expect(https.logged.reply).toBeUndefined();
  } finally {
    await context.close();
  }
}, 120_000);

it('refuses a page on a foreign origin with NOT_IN_APP, recorded in the call log', async () => {
  const shell = await shellPage();
  const { context, page, calls, asked } = shell;
  try {
    // On the app's origin the same call reaches the responder and is answered.
    const home = await rawCall(page, shell, 'rate', {});
    expect(home.seen).toMatchObject({ ok: true, result: { shown: true } });
    expect(asked).toContain('rate');
    // The webview navigated to a partner's page on another origin: the shell is there, but refuses.
    await page.goto(foreignUrl);
    const before = asked.length;
    for (const method of ['logout', 'rate']) {
      const { seen, logged } = await rawCall(page, shell, method, {});
      expect(seen).toMatchObject(refusedWith('NOT_IN_APP'));
      expect(logged).toMatchObject({
        method,
        refused: 'origin',
        source: 'fail',
        reply: { ok: false, error: { code: 'NOT_IN_APP' } },
      });
    }
    // The shell's handler never ran for them, and nothing was answered in their favour.
    expect(asked.slice(before)).toEqual([]);
    expect(calls.filter((c) => c.method === 'logout' && c.reply?.ok)).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it('refuses calls from frames: an iframe of our own origin and one of a partner', async () => {
  // The app's CSP already keeps a partner's frame out of our pages; it is bypassed here so that
  // the shell's own main-frame check is what stops the partner frame.
  const shell = await shellPage(true);
  const { context, page, asked } = shell;
  try {
    const own = new URL('/#/aboutUs', page.url()).href;
    await page.evaluate(
      (srcs) => {
        for (const src of srcs) {
          const frame = document.createElement('iframe');
          frame.src = src;
          document.body.appendChild(frame);
        }
      },
      [own, foreignUrl],
    );
    // A child frame by origin (the app in our own iframe may rewrite its hash).
    const frameOf = async (url: string) => {
      const origin = new URL(url).origin;
      const find = () =>
        page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(`${origin}/`));
      await expect.poll(find, { timeout: 20_000 }).toBeDefined();
      return find() as Frame;
    };
    const before = asked.length;
    for (const frame of [await frameOf(own), await frameOf(foreignUrl)]) {
      for (const method of ['rate', 'logout']) {
        const { seen, logged } = await rawCall(frame, shell, method, {});
        expect(seen, `${method} from ${frame.url()}`).toMatchObject(refusedWith('NOT_IN_APP'));
        expect(logged).toMatchObject({
          method,
          refused: 'frame',
          source: 'fail',
          reply: { ok: false, error: { code: 'NOT_IN_APP' } },
        });
      }
    }
    // No frame's call reached the responder (the app in our own iframe says hello, refused too).
    expect(asked.slice(before).filter((m) => m === 'rate' || m === 'logout')).toEqual([]);
    // The main frame, meanwhile, is still served.
    const main = await rawCall(page, shell, 'rate', {});
    expect(main.seen).toMatchObject({ ok: true, result: { shown: true } });
    expect(main.logged.refused).toBeUndefined();
  } finally {
    await context.close();
  }
}, 120_000);
