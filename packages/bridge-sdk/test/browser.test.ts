import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bridge } from '../src/index.js';

/** What the test page puts on window. */
interface PageGlobals {
  bridge: Bridge;
  diagnostics: string[];
  events: unknown[];
  wire: string[];
  code(p: Promise<unknown>): Promise<string>;
  LoanNativeReceive(message: unknown): void;
}

// The BUILT SDK in real Chromium: a page imports dist/index.js from a local server, with a fake
// Android shell injected before the page's scripts, as the real shell's addJavascriptInterface is.

const dist = new URL('../dist/', import.meta.url);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>bridge</title></head><body>
<script type="module">
  import { createBridge } from '/dist/index.js';
  const q = new URLSearchParams(location.search);
  window.diagnostics = [];
  window.events = [];
  window.bridge = createBridge(window, {
    sessionId: 'browser-1',
    readyTimeoutMs: Number(q.get('ready') ?? 1500),
    fallback: { homeUrl: '#/home' },
    onDiagnostic: (d) => window.diagnostics.push(d.code),
  });
  window.bridge.on('bankResult', (data) => window.events.push(data));
  window.code = (p) => p.then(() => 'resolved', (e) => e.code);
</script>
</body></html>`;

// Plain JS: runs in the page before any of its scripts.
const fakeAndroidShell = () => {
  const w = window as unknown as Record<string, unknown> & {
    LoanNativeReceive?: (m: string) => void;
  };
  const wire: string[] = [];
  w.wire = wire;
  const replyLater = (msg: object) =>
    setTimeout(() => w.LoanNativeReceive?.(JSON.stringify(msg)), 5);
  w.LoanNative = {
    postMessage(json: string) {
      wire.push(json);
      const { session, id, method } = JSON.parse(json);
      const head = { bridge: 1, session, id };
      if (method === 'hello') {
        // A reply left over from the page load before a reload: the page must drop it.
        replyLater({ bridge: 1, session: 'old-page', id, ok: true, result: null });
        replyLater({
          ...head,
          ok: true,
          result: {
            contract: 1,
            platform: 'android',
            appVersion: '8.2.0',
            methods: [
              'openPage',
              'closeWebview',
              'goHome',
              'goMine',
              'logout',
              'call',
              'rate',
              'bankEnd',
            ],
          },
        });
      } else if (method === 'rate') replyLater({ ...head, ok: true, result: { shown: true } });
      else if (method === 'call') replyLater({ ...head, ok: true, result: null });
      else if (method === 'bankEnd') {
        replyLater({ ...head, ok: false, error: { code: 'E_BANK', message: 'bank offline' } });
      }
    },
  };
};

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  if (!existsSync(new URL('index.js', dist)))
    throw new Error('dist/ is missing: run npm run build');
  if (!existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath}: set CHROMIUM_PATH`);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/dist/') && !url.pathname.includes('..')) {
      const file = new URL(url.pathname.slice('/dist/'.length), dist);
      if (existsSync(file)) {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
        return;
      }
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const open = async (withShell: boolean, search = ''): Promise<Page> => {
  const p = await browser.newPage();
  if (withShell) await p.addInitScript(fakeAndroidShell);
  await p.goto(`${origin}/${search}`);
  await p.waitForFunction(() => 'bridge' in window);
  return p;
};

describe('the built SDK in Chromium', () => {
  it('talks to an Android shell with the exact wire messages', { timeout: 60_000 }, async () => {
    const p = await open(true);
    const hello = await p.evaluate(() => (window as unknown as PageGlobals).bridge.ready);
    expect(hello).toEqual({
      contract: 1,
      platform: 'android',
      appVersion: '8.2.0',
      methods: [
        'openPage',
        'closeWebview',
        'goHome',
        'goMine',
        'logout',
        'call',
        'rate',
        'bankEnd',
      ],
    });
    expect(await p.evaluate(() => document.documentElement.dataset.bridge)).toBe('android');

    const results = await p.evaluate(async () => {
      const w = window as unknown as PageGlobals;
      const b = w.bridge;
      return {
        rate: await b.rate(),
        call: await b.call({ phone: '+62 21-555-0100' }),
        bankEnd: await w.code(b.bankEnd({ ok: true, orderId: 'o-1' })),
        bankStart: await w.code(b.bankStart({ orderId: 'o-1' })),
        openPage: await b.openPage({ url: 'https://partner.example/?a=1', title: 'Partner' }),
        invalid: await w.code(b.openPage({ url: 'javascript:alert(1)' })),
      };
    });
    expect(results).toEqual({
      rate: { shown: true },
      call: undefined,
      bankEnd: 'NATIVE_ERROR',
      bankStart: 'UNSUPPORTED',
      openPage: undefined,
      invalid: 'INVALID_ARGS',
    });
    expect(await p.evaluate(() => (window as unknown as PageGlobals).wire)).toEqual([
      '{"bridge":1,"session":"browser-1","id":1,"method":"hello","params":{"contract":1}}',
      '{"bridge":1,"session":"browser-1","id":2,"method":"rate","params":{}}',
      '{"bridge":1,"session":"browser-1","id":3,"method":"call","params":{"phone":"+62215550100"}}',
      '{"bridge":1,"session":"browser-1","id":4,"method":"bankEnd","params":{"ok":true,"orderId":"o-1"}}',
      '{"bridge":1,"session":"browser-1","id":6,"method":"openPage","params":{"url":"https://partner.example/?a=1","title":"Partner"}}',
    ]);

    // Events, a malformed message and a reply nobody waits for: dropped, never thrown.
    const after = await p.evaluate(() => {
      const w = window as unknown as PageGlobals;
      w.LoanNativeReceive('{"bridge":1,"event":"bankResult","data":{"ok":true,"orderId":"o-1"}}');
      w.LoanNativeReceive('{"bridge":1,"event":"bankResult","data":{"ok":"yes"}}');
      w.LoanNativeReceive('not json');
      w.LoanNativeReceive({ bridge: 1, session: 'browser-1', id: 99, ok: true, result: null });
      return { events: w.events, diagnostics: w.diagnostics };
    });
    expect(after).toEqual({
      events: [{ ok: true, orderId: 'o-1' }],
      diagnostics: ['stale', 'malformed', 'malformed', 'unknown'],
    });
    await p.close();
  });

  it('falls back to the web with no shell', { timeout: 60_000 }, async () => {
    const p = await open(false, '?ready=100');
    const hello = await p.evaluate(() => (window as unknown as PageGlobals).bridge.ready);
    expect(hello).toEqual({ contract: 1, platform: 'web', appVersion: '', methods: [] });
    expect(await p.evaluate(() => document.documentElement.dataset.bridge)).toBe('web');
    const rate = await p.evaluate(() => (window as unknown as PageGlobals).bridge.rate());
    expect(rate).toEqual({ shown: false });
    await p.evaluate(() => (window as unknown as PageGlobals).bridge.goHome());
    await p.waitForFunction(() => location.hash === '#/home');
    await p.close();
  });
});
