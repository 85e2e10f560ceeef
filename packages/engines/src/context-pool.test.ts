import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { ContextPool } from './context-pool';

let browser: Browser;
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>pool</title>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

const stored = (page: Page) =>
  page.evaluate(async () => {
    const dbs = indexedDB.databases ? await indexedDB.databases() : [];
    return {
      local: localStorage.getItem('left-behind'),
      cookie: document.cookie,
      databases: dbs.map((d) => d.name),
    };
  });

const phone = { viewport: { width: 360, height: 740 } };
const wide = { viewport: { width: 740, height: 360 } };

it('lends one context per key at a time and wipes what the last user stored', async () => {
  const pool = new ContextPool(browser);
  try {
    const first = await pool.acquire('phone', phone, origin);
    // Two users at once never share a context.
    const beside = await pool.acquire('phone', phone, origin);
    expect(beside.context).not.toBe(first.context);
    await pool.release(beside);

    const page = await first.context.newPage();
    await page.goto(origin);
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
    await pool.release(first);
    expect(page.isClosed()).toBe(true);

    const again = await pool.acquire('phone', phone, origin);
    expect([first.context, beside.context]).toContain(again.context);
    const next = await again.context.newPage();
    await next.goto(origin);
    expect(await stored(next)).toEqual({ local: null, cookie: '', databases: [] });
    await pool.release(again);

    // Another key is another context, with its own options.
    const turned = await pool.acquire('wide', wide, origin);
    expect([first.context, beside.context]).not.toContain(turned.context);
    expect(turned.parked.viewportSize()).toEqual(wide.viewport);
    await pool.release(turned);

    // A loan asked for while a release is still under way takes the context it gives back.
    const busy = await pool.acquire('wide', wide, origin);
    await busy.context.newPage();
    void pool.release(busy);
    const taken = await pool.acquire('wide', wide, origin);
    expect(taken.context).toBe(busy.context);
    expect(taken.context.pages()).toEqual([taken.parked]);
    await pool.release(taken);

    // A user that failed while offline, with a route and a permission on the context, leaves the
    // next one none of them.
    const broken = await pool.acquire('wide', wide, origin);
    await broken.context.setOffline(true);
    await broken.context.route('**/*', (route) => route.abort());
    await broken.context.grantPermissions(['geolocation'], { origin });
    await pool.release(broken);
    const after = await pool.acquire('wide', wide, origin);
    expect(after.context).toBe(broken.context);
    const online = await after.context.newPage();
    expect((await online.goto(origin))?.status()).toBe(200);
    expect(
      await online.evaluate(
        async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
      ),
    ).toBe('prompt');
    await pool.release(after);

    // A context whose parked page was closed is not lent again.
    await turned.parked.close();
    const fresh = await pool.acquire('wide', wide, origin);
    expect(fresh.context).not.toBe(turned.context);
    await pool.release(fresh);
  } finally {
    await pool.close();
  }
  expect(browser.contexts()).toHaveLength(0);
});
