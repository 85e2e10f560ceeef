import { createServer, type Server } from 'node:http';
import { rawRequest } from '@hybrid-loan/dev-server/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVICES } from '../src/core/devices';
import { startAppProxy } from '../src/hosts/browser/app-proxy';
import { startPanelServer } from '../src/hosts/browser/panel-server';

/**
 * Every server of the project, asked for malformed URLs byte for byte: the sandbox server (web
 * package, run as the emulator runs it), the emulator's web app in front of it, the panel server
 * and the app proxy. Each must refuse with a 4xx and still answer afterwards.
 */
const servers: { name: string; url: string; alive: string }[] = [];
let evil: Server;
let evilHits = 0;
let evilPort = 0;
const closers: Server[] = [];

beforeAll(async () => {
  // A host the proxy must never reach, whatever the request target says.
  evil = createServer((_req, res) => {
    evilHits += 1;
    res.end('EVIL');
  });
  await new Promise<void>((done) => evil.listen(0, '127.0.0.1', done));
  evilPort = (evil.address() as { port: number }).port;
  const sandboxUrl = inject('sandboxUrl');
  const proxy = await startAppProxy(sandboxUrl);
  const panel = await startPanelServer({
    appUrl: proxy.url,
    sandboxUrl,
    devices: DEVICES,
    device: DEVICES[0]?.id ?? '',
    identity: {},
    entry: '/',
    record: false,
  });
  closers.push(proxy.server, panel.server);
  servers.push(
    { name: 'sandbox server', url: inject('sandboxServerUrl'), alive: '/__sandbox/fixtures' },
    { name: 'emulator web app', url: sandboxUrl, alive: '/' },
    { name: 'app proxy', url: proxy.url, alive: '/' },
    { name: 'panel server', url: panel.url, alive: '/api/config' },
  );
});

afterAll(async () => {
  for (const s of [...closers, evil]) {
    s.closeAllConnections();
    await new Promise<void>((done) => s.close(() => done()));
  }
});

const MALFORMED = [
  '/%E0%A4%A',
  '/%',
  '/%00',
  '/volleys/%E0%A4%A',
  '/__sandbox/devices/%E0%A4%A/requests',
  '/api/requests/%E0%A4%A',
  '/api/prepare/%E0%A4%A',
  '//evil.example/x',
  '/\\evil.example/',
  'http://evil.example/',
  '*',
];

describe('every server of the project under malformed URLs', () => {
  it('answers 400 to each malformed URL and still answers afterwards', async () => {
    for (const server of servers) {
      for (const target of MALFORMED) {
        const answer = await rawRequest(server.url, target);
        expect(answer.status, `${server.name} ${target}`).toBe(400);
      }
      const refusedHost = await rawRequest(server.url, '/', { headers: { Host: 'evil.example' } });
      expect(refusedHost.status, `${server.name} foreign Host`).toBe(421);
      const refusedOrigin = await rawRequest(server.url, server.alive, {
        headers: { Origin: 'http://evil.example' },
      });
      expect(refusedOrigin.status, `${server.name} foreign Origin`).toBe(403);
      expect((await rawRequest(server.url, server.alive)).status, server.name).toBe(200);
    }
  });

  it('keeps static files inside their folder', async () => {
    for (const server of servers) {
      for (const target of ['/..%2f..%2fpackage.json', '/assets/..%2f..%2f..%2fpackage.json']) {
        const answer = await rawRequest(server.url, target);
        expect(answer.text, `${server.name} ${target}`).not.toContain('"workspaces"');
        expect(answer.text, `${server.name} ${target}`).not.toContain('"devDependencies"');
      }
    }
  });

  it('the app proxy serves the app origin only (absolute-form, //host, backslash)', async () => {
    const proxy = servers.find((s) => s.name === 'app proxy')?.url ?? '';
    for (const target of [
      `http://127.0.0.1:${evilPort}/`,
      `//127.0.0.1:${evilPort}/x`,
      `/\\127.0.0.1:${evilPort}/x`,
      `/%2f127.0.0.1:${evilPort}/x`,
    ]) {
      const answer = await rawRequest(proxy, target);
      expect(answer.text, target).not.toContain('EVIL');
    }
    expect(evilHits).toBe(0);
  });

  it('survives any request target on every server (fuzz), never reaching another host', async () => {
    const piece = fc.oneof(
      fc.constantFrom('/', '..', '%2f', '%5c', '%2e%2e', '%', '%E0%A4%A', '%00', '%c0%af'),
      fc.constantFrom('api', 'requests', 'volleys', '__sandbox', '__emulator', 'shim.js'),
      fc.constantFrom('?', '#', '@', ':', '//', `http://127.0.0.1:${evilPort}`, '\\', '%ZZ'),
      fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%/-]{0,6}$/),
    );
    const target = fc.array(piece, { minLength: 1, maxLength: 7 }).map((p) => p.join(''));
    for (const server of servers) {
      await fc.assert(
        fc.asyncProperty(target, async (t) => {
          const answer = await rawRequest(server.url, t);
          expect(answer.status, `${server.name} ${t}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${server.name} ${t}`).toBeLessThan(500);
          expect(answer.text).not.toContain('EVIL');
        }),
        { numRuns: 60 },
      );
      expect((await rawRequest(server.url, server.alive)).status, server.name).toBe(200);
    }
    expect(evilHits).toBe(0);
  });
});
