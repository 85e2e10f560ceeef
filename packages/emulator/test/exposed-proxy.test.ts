import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_CONTROL } from '@hybrid-loan/dev-contract';
import { rawRequest } from '@hybrid-loan/dev-server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AppProxy,
  DEV_MODE_REFUSED,
  SHIM_PATH,
  startAppProxy,
} from '../src/hosts/browser/app-proxy';
import { REFUSED_WITHOUT_SECRET, RUN_COOKIE } from '../src/hosts/browser/run-gate';
import { replayCommand } from '../src/hosts/headless/replay-command';

/**
 * The app proxy bound beyond loopback (0.0.0.0, as for a team's grid) in front of a server that
 * answers 200 to anything and records what reached it: whatever the proxy refuses must never get
 * there. Then the same in front of the real web app (its production build on the sandbox).
 */
let upstream: Server;
let upstreamUrl: string;
let seen: { method: string; url: string; cookie: string }[] = [];
let appRoot: string;
const proxies: AppProxy[] = [];

beforeAll(async () => {
  appRoot = mkdtempSync(join(tmpdir(), 'exposed-app-'));
  mkdirSync(join(appRoot, 'assets'));
  writeFileSync(join(appRoot, 'index.html'), '<!doctype html><head></head><body>app</body>');
  writeFileSync(join(appRoot, 'assets', 'app.js'), 'console.log(1)');
  upstream = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', cookie: req.headers.cookie ?? '' });
    const html = req.url === '/' || req.url === '/index.html';
    res.writeHead(200, { 'content-type': html ? 'text/html' : 'text/plain' });
    res.end(html ? '<!doctype html><head></head><body>app</body>' : `upstream ${req.url}`);
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
});

afterEach(() => {
  seen = [];
});

afterAll(async () => {
  for (const s of [...proxies.map((p) => p.server), upstream]) {
    s.closeAllConnections();
    await new Promise<void>((done) => s.close(() => done()));
  }
  rmSync(appRoot, { recursive: true, force: true });
});

async function exposedProxy(): Promise<AppProxy> {
  const proxy = await startAppProxy(upstreamUrl, 0, { host: '0.0.0.0', appRoot });
  proxies.push(proxy);
  return proxy;
}

/** Enters through the run's entry URL; answers the cookie the proxy set. */
async function enter(proxy: AppProxy): Promise<string> {
  const entry = new URL(proxy.entryUrl?.('/') ?? '');
  const answer = await rawRequest(proxy.url, entry.pathname);
  expect(answer.status).toBe(303);
  expect(answer.text).toMatch(/\r\nlocation: \/\r\n/i);
  const cookie = /\r\nset-cookie: ([^;\r\n]+)([^\r\n]*)/i.exec(answer.text);
  expect(cookie?.[2]).toMatch(/HttpOnly/);
  return cookie?.[1] ?? '';
}

describe('the app proxy bound beyond loopback', () => {
  it('refuses every request without the run secret, and a wrong secret, before the app sees it', async () => {
    const proxy = await exposedProxy();
    expect(proxy.exposed).toBe(true);
    for (const path of ['/', '/index.html', '/assets/app.js', '/volleys/v3/x', SHIM_PATH]) {
      const answer = await rawRequest(proxy.url, path);
      expect([path, answer.status]).toEqual([path, 403]);
      expect(answer.text).toContain(REFUSED_WITHOUT_SECRET);
    }
    // A wrong secret: at the entry (no cookie set) and as a cookie.
    const wrong = await rawRequest(proxy.url, '/__emulator/run/not-the-secret/');
    expect(wrong.status).toBe(403);
    expect(wrong.text).not.toMatch(/set-cookie/i);
    const forged = await rawRequest(proxy.url, '/', {
      headers: { Cookie: `${RUN_COOKIE}=not-the-secret` },
    });
    expect(forged.status).toBe(403);
    // Another run's secret is not this one's.
    const other = await exposedProxy();
    const otherCookie = await enter(other);
    expect((await rawRequest(proxy.url, '/', { headers: { Cookie: otherCookie } })).status).toBe(
      403,
    );
    seen = [];
    // The entry never sends a browser off the origin.
    const secretPath = new URL(proxy.entryUrl?.('/') ?? '').pathname;
    expect((await rawRequest(proxy.url, `${secretPath}/evil.example/`)).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('with the secret, forwards the app, the API and the shim, without the secret in them', async () => {
    const proxy = await exposedProxy();
    const cookie = await enter(proxy);
    const headers = { Cookie: `lang=en; ${cookie}; sandbox-device=d1` };
    const page = await rawRequest(proxy.url, '/', { headers });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<script src="${SHIM_PATH}"></script>`);
    expect((await rawRequest(proxy.url, '/assets/app.js', { headers })).status).toBe(200);
    const api = await rawRequest(proxy.url, '/volleys/v3/loan?x=1', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(200);
    expect((await rawRequest(proxy.url, SHIM_PATH, { headers })).status).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /',
      'GET /assets/app.js',
      'POST /volleys/v3/loan?x=1',
    ]);
    // The app's server never sees the run's secret; the page's own cookies go on.
    for (const s of seen) expect(s.cookie).toBe('lang=en; sandbox-device=d1');
  });

  it("refuses the control API, the emulator's network switch and the dev server's internals, with the secret", async () => {
    const proxy = await exposedProxy();
    const cookie = await enter(proxy);
    const asked: [string, string, number][] = [
      ['POST', '/__sandbox/reset', 403],
      ['GET', '/__sandbox/devices/d1/requests', 403],
      ['PUT', '/__sandbox/devices/d1/faults', 403],
      ['PUT', '/__emulator/network', 403],
      ['GET', '/@fs/etc/passwd', 403],
      ['GET', '/%40fs/etc/passwd', 403],
      ['GET', '/@vite/client', 403],
      ['GET', '/@id/react', 403],
      ['GET', '/@react-refresh', 403],
      ['GET', '/node_modules/vite/package.json', 403],
      ['GET', '/src/main.tsx', 403],
      ['GET', '/__vite_ping', 403],
      // The server behind would normalise these into the control API.
      ['POST', '/volleys/../__sandbox/reset', 400],
      ['POST', '/volleys/%2e%2e/__sandbox/reset', 400],
      // Not a file of the build; not the API.
      ['GET', '/package.json', 404],
      ['POST', '/index.html', 405],
    ];
    for (const [method, path, status] of asked) {
      const answer = await rawRequest(proxy.url, path, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: '{"deviceId":"d1","offline":true}',
      });
      expect(`${method} ${path} ${answer.status}`).toBe(`${method} ${path} ${status}`);
    }
    expect(seen).toEqual([]);
  });

  it('on loopback, keeps forwarding every path to this machine (the panel and local replays)', async () => {
    const proxy = await startAppProxy(upstreamUrl);
    proxies.push(proxy);
    expect(proxy.exposed).toBe(false);
    expect(proxy.entryUrl).toBeUndefined();
    expect((await rawRequest(proxy.url, '/__sandbox/devices/d1/requests')).status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/__sandbox/devices/d1/requests']);
  });

  it('refuses dev mode: no proxy beyond loopback without a production build', async () => {
    await expect(startAppProxy(upstreamUrl, 0, { host: '0.0.0.0' })).rejects.toThrow(
      DEV_MODE_REFUSED,
    );
    // Announced under a name other machines use, though bound on loopback (a tunnel): the same.
    await expect(
      startAppProxy(upstreamUrl, 0, { publicUrl: 'http://qa-runner.internal:5190/' }),
    ).rejects.toThrow(DEV_MODE_REFUSED);
    // The replay says so before it builds or starts anything.
    const previous = process.env.EMULATOR_WEB_MODE;
    process.env.EMULATOR_WEB_MODE = 'dev';
    try {
      const lines: string[] = [];
      await expect(
        replayCommand({
          paths: [join(__dirname, '..', 'scenarios', 'customer-service-call.json')],
          grid: { url: 'http://127.0.0.1:9/', engines: ['chromium'], proxyHost: '0.0.0.0' },
          print: (l) => lines.push(l),
        }),
      ).rejects.toThrow(DEV_MODE_REFUSED);
      expect(lines.join('\n')).not.toMatch(/building|replaying/);
    } finally {
      if (previous === undefined) delete process.env.EMULATOR_WEB_MODE;
      else process.env.EMULATOR_WEB_MODE = previous;
    }
  });
});

describe('the app proxy beyond loopback in front of the real web app', () => {
  it('serves the pages and the API through the secret, never the sandbox control API', async () => {
    const sandboxUrl = inject('sandboxUrl');
    const proxy = await startAppProxy(sandboxUrl, 0, {
      host: '0.0.0.0',
      appRoot: inject('appRoot'),
    });
    proxies.push(proxy);
    const fixtures = SANDBOX_CONTROL.fixtures.path;
    // The control API answers on this machine, straight at the sandbox...
    expect((await rawRequest(sandboxUrl, fixtures)).status).toBe(200);
    // ...and never through the public face, with or without the secret.
    expect((await rawRequest(proxy.url, fixtures)).status).toBe(403);
    const cookie = await enter(proxy);
    const refused = await rawRequest(proxy.url, fixtures, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("the sandbox's control API stays on this machine");
    const page = await rawRequest(proxy.url, '/', { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<script src="${SHIM_PATH}"></script>`);
    // A script of the build (the page names it) and an API call go through.
    const named = /<script type="module"[^>]* src="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const script = new URL(named, proxy.url).pathname;
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    expect((await rawRequest(proxy.url, script, { headers: { Cookie: cookie } })).status).toBe(200);
    const api = await rawRequest(proxy.url, '/volleys/v3/unknown/thing', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    // The sandbox itself answered (its own message for a path it has no endpoint for).
    expect(api.text).toContain('The sandbox has no endpoint POST /volleys/v3/unknown/thing');
  });
});
