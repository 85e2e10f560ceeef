import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './chromium';

/** The production server (`npm run serve`) sends the hosting headers, and they hold in Chromium. */
const baseUrl = inject('baseUrl');
const chromium = useChromium();
let hostile: Server | undefined;
let hostileUrl = '';

beforeAll(async () => {
  // Another origin that frames the public pages, as the review did with their buttons live.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><h1>other site</h1><iframe id="victim" src="${baseUrl}"></iframe>`);
  });
  hostile = server;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  hostileUrl = `http://localhost:${(server.address() as { port: number }).port}/`;
});

afterAll(async () => {
  const server = hostile;
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('the production hosting headers', () => {
  it('are sent with the pages and their assets', async () => {
    const page = await fetch(baseUrl);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    const html = await page.text();
    const script = /<script[^>]+src="\.?\/?([^"]+)"/.exec(html)?.[1] ?? '';
    const asset = await fetch(new URL(script, baseUrl));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keep a page on another origin from framing the public pages', async () => {
    const context = await chromium.newContext();
    const page = await context.newPage();
    const blocked = new Promise<boolean>((resolve) => {
      page.on('console', (m) => {
        if (/frame-ancestors|X-Frame-Options|refused to (display|frame)/i.test(m.text()))
          resolve(true);
      });
      setTimeout(() => resolve(false), 20_000);
    });
    await page.goto(hostileUrl);
    expect(await blocked).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Nothing of the app ran in the frame: no document of our origin, no buttons to press.
    expect(frame?.url().startsWith(baseUrl)).not.toBe(true);
    const framedButtons = await frame
      ?.evaluate(() => document.querySelectorAll('button, a').length)
      .catch(() => 0);
    expect(framedButtons ?? 0).toBe(0);
    await context.close();
  });
});
