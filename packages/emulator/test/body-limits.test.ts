import type { Server } from 'node:http';
import { floodRequest, rawRequest } from '@hybrid-loan/dev-server/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVICES } from '../src/core/devices';
import { startAppProxy } from '../src/hosts/browser/app-proxy';
import { startPanelServer } from '../src/hosts/browser/panel-server';

/**
 * Every dev server of the project, sent a 100 MB body (announced, then streamed chunked): each
 * answers 413 long before the end and lives on. The panel server and the app proxy run in this
 * process, so their memory is measured here (the sandbox's own is measured in the web package).
 */
const HUNDRED_MB = 100 * 1024 * 1024;
const servers: { name: string; url: string; target: string; alive: string; local: boolean }[] = [];
const closers: Server[] = [];

beforeAll(async () => {
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
  const api = '/volleys/user-problem/upload-problem-img';
  servers.push(
    {
      name: 'sandbox server',
      url: inject('sandboxServerUrl'),
      target: api,
      alive: '/__sandbox/fixtures',
      local: false,
    },
    { name: 'emulator web app', url: sandboxUrl, target: api, alive: '/', local: false },
    { name: 'app proxy', url: proxy.url, target: api, alive: '/', local: true },
    {
      name: 'panel server',
      url: panel.url,
      target: '/api/scenarios',
      alive: '/api/config',
      local: true,
    },
  );
});

afterAll(async () => {
  for (const s of closers) {
    s.closeAllConnections();
    await new Promise<void>((done) => s.close(() => done()));
  }
});

describe('a 100 MB body to every dev server', () => {
  for (const chunked of [false, true])
    it(`gets 413 (${chunked ? 'streamed chunked' : 'Content-Length'}), memory flat`, async () => {
      for (const server of servers) {
        const before = process.memoryUsage().rss;
        const answer = await floodRequest(server.url, server.target, {
          bytes: HUNDRED_MB,
          chunked,
        });
        expect(answer.status, server.name).toBe(413);
        expect(answer.sent, server.name).toBeLessThan(HUNDRED_MB);
        if (server.local)
          expect(process.memoryUsage().rss - before, server.name).toBeLessThan(64 * 1024 * 1024);
        expect((await rawRequest(server.url, server.alive)).status, server.name).toBe(200);
      }
    });
});
