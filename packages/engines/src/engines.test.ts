import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchEngine } from './launch';
import { ENGINE_NAMES, type EngineBrowser } from './types';

let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Content-Security-Policy', "script-src 'self'");
    res.end('<!doctype html><title>t</title><p id="p">ready</p>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// The real engines this project supports; each one proves it is the engine it claims to be.
describe.each(ENGINE_NAMES)('engine %s', (name) => {
  let browser: EngineBrowser;
  beforeAll(async () => {
    browser = await launchEngine(name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a page under a strict CSP and evaluates in it, promises and errors included', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto(url);
      expect(
        await page.evaluate((id: string) => document.getElementById(id)?.textContent, 'p'),
      ).toBe('ready');
      expect(await page.evaluate((n: number) => Promise.resolve(n * 2), 21)).toBe(42);
      await expect(
        page.evaluate(() => {
          throw new Error('boom in page');
        }),
      ).rejects.toThrow(/boom in page/);
      expect(await page.waitFor('the paragraph', () => document.querySelectorAll('p').length)).toBe(
        1,
      );
      await expect(
        page.waitFor('a missing thing', () => document.getElementById('nope'), 300),
      ).rejects.toThrow(/timed out after 300 ms waiting for a missing thing/);
      if (browser.cannot.some((c) => c.startsWith('screenshots')))
        await expect(page.screenshot()).rejects.toThrow(/no screenshots/);
      else expect((await page.screenshot()).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await page.close();
    }
  });

  it('runs as many pages at once as it says, each with its own storage', async () => {
    const pages = await Promise.all(
      Array.from({ length: browser.parallelPages }, () => browser.newPage()),
    );
    try {
      expect(pages.length).toBeGreaterThan(0);
      await Promise.all(pages.map((p) => p.goto(url)));
      await Promise.all(
        pages.map((p, i) => p.evaluate((n: number) => localStorage.setItem('who', String(n)), i)),
      );
      expect(
        await Promise.all(pages.map((p) => p.evaluate(() => localStorage.getItem('who')))),
      ).toEqual(pages.map((_, i) => String(i)));
    } finally {
      await Promise.all(pages.map((p) => p.close()));
    }
  });

  it('is the engine it stands for', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(url);
      const probe = await page.evaluate(() => ({
        ua: navigator.userAgent,
        any: typeof (AbortSignal as unknown as { any?: unknown }).any,
        idle: typeof (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback,
      }));
      if (name === 'chromium-80') {
        expect(browser.version).toMatch(/^80\./);
        expect(probe.ua).toContain('Chrome/80.');
        expect(probe.any).toBe('undefined');
      } else if (name === 'webkit') {
        expect(browser.version).toMatch(/^WebKitGTK \d+\.\d+/);
        expect(probe.ua).toContain('AppleWebKit/605');
        expect(probe.idle).toBe('undefined');
        expect(browser.cannot.join(' ')).toContain('touch');
      } else {
        expect(Number(browser.version.split('.')[0])).toBeGreaterThan(100);
      }
    } finally {
      await page.close();
    }
  });
});
