import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rawRequest } from '@hybrid-loan/dev-server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppProxy, SHIM_PATH, startAppProxy } from '../src/hosts/browser/app-proxy';
import { launchChromium } from '../src/hosts/headless/chromium';
import { framableHeaders } from '../src/hosts/proxy-target';

/**
 * Only the panel may frame the app proxy and take the shim's host channel: a page of any other
 * origin that frames the app with a `window.name` config (`parentOrigin: '*'` or its own origin)
 * gets neither the page nor the channel.
 */
let proxy: AppProxy;
let evil: Server;
let evilUrl: string;
let browser: Browser;
const PANEL = 'http://127.0.0.1:5170/';

beforeAll(async () => {
  proxy = await startAppProxy(inject('sandboxUrl'));
  // A hostile page: frames the app with a shim config naming itself, or '*', as the parent.
  evil = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>evil</title>');
  });
  await new Promise<void>((done) => evil.listen(0, '127.0.0.1', done));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  for (const s of [proxy.server, evil]) {
    s.closeAllConnections();
    await new Promise<void>((done) => s.close(() => done()));
  }
});

const cspOf = (text: string) => /content-security-policy: ([^\r\n]*)/i.exec(text)?.[1] ?? '';

describe('the app proxy frames for the panel only', () => {
  it('lets no one frame the app until a panel is named, then only the panel', async () => {
    expect(cspOf((await rawRequest(proxy.url, '/')).text)).toContain("frame-ancestors 'none'");
    proxy.framedBy(PANEL);
    const csp = cspOf((await rawRequest(proxy.url, '/')).text);
    expect(csp).toContain('frame-ancestors http://127.0.0.1:5170 http://localhost:5170');
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
    const shim = (await rawRequest(proxy.url, SHIM_PATH)).text;
    expect(shim).toContain('window.__emulatorPanelOrigins=["http://127.0.0.1:5170"');
  });

  it('narrows the app policy to the panel, keeping its other directives, dropping X-Frame-Options', () => {
    const out = framableHeaders(
      {
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'; img-src data:",
        'x-frame-options': 'DENY',
        'x-other': '1',
      },
      ['http://127.0.0.1:5170'],
    );
    expect(out['content-security-policy']).toBe(
      "default-src 'self'; img-src data:; frame-ancestors http://127.0.0.1:5170",
    );
    expect(out['x-frame-options']).toBeUndefined();
    expect(out['x-other']).toBe('1');
    expect(framableHeaders({}, [])['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('a foreign page that frames the app gets no page and no host channel', async () => {
    proxy.framedBy(PANEL);
    const page = await browser.newPage();
    try {
      await page.goto(evilUrl);
      const outcome = await page.evaluate(
        async ({ app, origin }) => {
          const messages: unknown[] = [];
          window.addEventListener('message', (e) => messages.push(e.data));
          const results: { parentOrigin: string; loaded: boolean; messages: number }[] = [];
          for (const parentOrigin of ['*', origin]) {
            const frame = document.createElement('iframe');
            frame.name = `emulator:${JSON.stringify({
              platform: 'android',
              protocol: 'message',
              appVersion: '1.0.0',
              replies: {},
              unscripted: 'stub',
              transport: 'parent',
              parentOrigin,
            })}`;
            // The frame's load event comes after its scripts ran: the shim's message would be here.
            const loaded = new Promise<void>((resolve) =>
              frame.addEventListener('load', () => resolve()),
            );
            frame.src = app;
            document.body.append(frame);
            await loaded;
            let reachable = false;
            try {
              reachable = Boolean(frame.contentWindow?.document);
            } catch {
              reachable = false;
            }
            results.push({ parentOrigin, loaded: reachable, messages: messages.length });
            frame.remove();
          }
          return results;
        },
        { app: proxy.url, origin: new URL(evilUrl).origin },
      );
      for (const result of outcome)
        expect(result, result.parentOrigin).toMatchObject({ messages: 0 });
      // The browser refused to render the app in the frame at all.
      expect(page.frames().filter((f) => f.url().startsWith(proxy.url))).toHaveLength(0);
    } finally {
      await page.close();
    }
  });
});
