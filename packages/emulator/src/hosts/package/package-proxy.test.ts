import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppProxy, SHIM_PATH, startAppProxy } from '../browser/app-proxy';
import { openedTestPackage, startEchoUpstream } from './testing/package-kit';

// `emulator open --package`: the browser host's app proxy is the pages' origin, so it serves the
// package there (the shim put in its HTML) and forwards everything else to the sandbox.
const dir = mkdtempSync(join(tmpdir(), 'emulator-package-proxy-'));
let upstream: Server;
let proxy: AppProxy;

beforeAll(async () => {
  const echo = await startEchoUpstream();
  upstream = echo.server;
  const port = echo.port;
  const pkg = await openedTestPackage(
    [
      { path: 'index.html', bytes: Buffer.from('<html><head><title>pkg</title></head></html>') },
      { path: 'assets/app-1.js', bytes: Buffer.from('console.log("from the package")') },
      { path: 'sw-switch.json', bytes: Buffer.from('{"format":1,"off":false}') },
    ],
    { version: '1.4.0', build: 463 },
    dir,
  );
  proxy = await startAppProxy(`http://127.0.0.1:${port}/`, 0, { pkg });
});

afterAll(async () => {
  proxy?.server.closeAllConnections();
  await new Promise((done) => proxy?.server.close(done));
  await new Promise((done) => upstream?.close(done));
  rmSync(dir, { recursive: true, force: true });
});

it("serves the package's paths with the shim in its HTML, and the rest from the sandbox", async () => {
  const get = async (path: string) => {
    const res = await fetch(new URL(path, proxy.url));
    return { type: res.headers.get('content-type') ?? '', body: await res.text() };
  };
  const page = await get('/?x=1');
  expect(page.type).toMatch(/text\/html/);
  expect(page.body).toContain(`<script src="${SHIM_PATH}"></script>`);
  expect(page.body).toContain('<title>pkg</title>');
  expect(await get('/assets/app-1.js')).toMatchObject({
    type: expect.stringMatching(/javascript/),
    body: 'console.log("from the package")',
  });
  expect((await get('/sw-switch.json')).body).toBe('sandbox /sw-switch.json');
  expect((await get('/api/loan/detail')).body).toBe('sandbox /api/loan/detail');
  expect((await get('/assets/not-in-package.js')).body).toBe('sandbox /assets/not-in-package.js');
});

it("offline, still serves the package's files (the shell's own) while the network's requests fail", async () => {
  proxy.setOffline(true);
  try {
    const page = await fetch(new URL('/?x=1', proxy.url));
    expect(await page.text()).toContain('<title>pkg</title>');
    const script = await fetch(new URL('/assets/app-1.js', proxy.url));
    expect(await script.text()).toBe('console.log("from the package")');
    // The connection is cut: fetch rejects, as a phone's request does with no network.
    await expect(fetch(new URL('/api/loan/detail', proxy.url))).rejects.toThrow();
    await expect(fetch(new URL('/sw-switch.json', proxy.url))).rejects.toThrow();
  } finally {
    proxy.setOffline(false);
  }
  expect(await (await fetch(new URL('/api/loan/detail', proxy.url))).text()).toBe(
    'sandbox /api/loan/detail',
  );
});
