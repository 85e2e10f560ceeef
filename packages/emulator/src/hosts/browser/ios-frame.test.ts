import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IosOrigin } from '../package/ios-origin';
import { LivePackage } from '../package/live-package';
import { openedTestPackage, startEchoUpstream } from '../package/testing/package-kit';
import { type AppProxy, SHIM_PATH, startAppProxy } from './app-proxy';
import { startFramedIosOrigin } from './ios-frame';

// `emulator open` on an iPhone profile: the shell's package on an origin of its own, framed by the
// panel only, the shim served there too; the API on the app proxy, called from there by CORS.
const dir = mkdtempSync(join(tmpdir(), 'emulator-ios-frame-'));
const PANEL = 'http://127.0.0.1:5170';
const live = new LivePackage({ waitMs: 60_000 });
let upstream: Server;
let proxy: AppProxy;
let ios: IosOrigin;

beforeAll(async () => {
  const echo = await startEchoUpstream();
  upstream = echo.server;
  const port = echo.port;
  const html =
    '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; connect-src \'self\' https://h5.brand.example"><title>pkg</title></head></html>';
  const pkg = await openedTestPackage(
    [
      { path: 'index.html', bytes: Buffer.from(html) },
      { path: 'assets/app-1.js', bytes: Buffer.from('console.log("from the package")') },
    ],
    { version: '1.4.0', build: 7 },
    dir,
  );
  live.take(pkg, 'the command line');
  proxy = await startAppProxy(`http://127.0.0.1:${port}/`, 0, {
    pkg: () => live.serving(),
    apiCallers: () => [ios.origin],
  });
  ios = await startFramedIosOrigin(live, new URL(proxy.url).origin, () => [PANEL]);
  live.servesIosOn(ios.origin);
});

afterAll(async () => {
  live.close();
  await ios?.close();
  proxy?.server.closeAllConnections();
  await new Promise((done) => proxy?.server.close(done));
  await new Promise((done) => upstream?.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    csp: res.headers.get('content-security-policy') ?? '',
    body: await res.text(),
  };
};

it("serves the package on its own origin: the shim in its HTML, the API's origin allowed, framed by the panel only", async () => {
  expect(ios.origin).not.toBe(new URL(proxy.url).origin);
  expect(live.state().iosUrl).toBe(`${ios.origin}/`);
  live.opened('ios');
  expect(live.state().notes.at(-1)).toMatchObject({ kind: 'open', build: 7, origin: ios.origin });
  const page = await get(`${ios.origin}/`);
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<script src="${SHIM_PATH}"></script>`);
  expect(page.body).toContain(
    `connect-src 'self' https://h5.brand.example ${new URL(proxy.url).origin}"`,
  );
  expect(page.csp).toBe(`frame-ancestors ${PANEL}`);
  const shim = await get(`${ios.origin}${SHIM_PATH}`);
  expect(shim.type).toMatch(/javascript/);
  expect(shim.body.startsWith(`window.__emulatorPanelOrigins=["${PANEL}"];`)).toBe(true);
  expect((await get(`${ios.origin}/assets/app-1.js`)).body).toBe('console.log("from the package")');
  // The scheme handler has no network behind it.
  expect((await get(`${ios.origin}/volleys/loan/detail`)).status).toBe(404);
  live.reported();
  // The document and the script counted (the shim is the emulator's, not the package's).
  expect(live.state().notes.at(-1)).toMatchObject({ kind: 'healthy', build: 7, files: 2 });
});

it('lets the package origin call the API on the app proxy by CORS, and nothing else', async () => {
  const api = await get(new URL('/volleys/loan/detail', proxy.url).href, { origin: ios.origin });
  expect(api).toMatchObject({ status: 200, body: 'sandbox /volleys/loan/detail' });
  expect(
    (await get(new URL('/assets/app-1.js', proxy.url).href, { origin: ios.origin })).status,
  ).toBe(403);
  expect(
    (await get(new URL('/volleys/loan/detail', proxy.url).href, { origin: 'http://127.0.0.1:1' }))
      .status,
  ).toBe(403);
});

it('serves nothing on that origin once the shell serves no package', async () => {
  const empty = new LivePackage();
  const bare = await startFramedIosOrigin(empty, 'http://127.0.0.1:9', () => [PANEL]);
  try {
    empty.servesIosOn(bare.origin);
    expect(empty.state().iosUrl).toBeUndefined();
    expect((await get(`${bare.origin}/`)).status).toBe(404);
  } finally {
    empty.close();
    await bare.close();
  }
});
