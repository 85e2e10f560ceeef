import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICES } from '../../core/devices';
import type { PackageState } from '../../types/package-state';
import { LivePackage } from '../package/live-package';
import { signingKey, tamperedPackage, testPackage } from '../package/testing/package-kit';
import { startPanelServer } from './panel-server';

// The panel's package control on the server side: the chosen file and key arrive in one JSON body,
// the verdict and the shell's state come back; the page's health report is passed on.
const dir = mkdtempSync(join(tmpdir(), 'emulator-package-routes-'));
const { privateKey, pem } = signingKey(dir);
const files = [
  { path: 'index.html', bytes: Buffer.from('<!doctype html><title>pkg</title>') },
  { path: 'assets/app-1.js', bytes: Buffer.from('console.log(1)') },
];
const live = new LivePackage();
let panel: { url: string; server: Server };

beforeAll(async () => {
  panel = await startPanelServer(
    {
      appUrl: 'http://127.0.0.1:9/',
      sandboxUrl: 'http://127.0.0.1:9/',
      devices: DEVICES,
      device: DEVICES[0]?.id ?? '',
      identity: {},
      entry: '/',
      record: false,
    },
    0,
    undefined,
    live,
  );
});

afterAll(async () => {
  live.close();
  panel?.server.closeAllConnections();
  await new Promise((done) => panel?.server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const call = async (path: string, method = 'GET', body?: unknown) => {
  const res = await fetch(new URL(path, panel.url), {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as PackageState & { error?: string } };
};

it('answers 400 with what is wrong: not JSON, no zip, no key to check with', async () => {
  const notJson = await fetch(new URL('/api/package', panel.url), { method: 'POST', body: '{' });
  expect(notJson.status).toBe(400);
  expect(((await notJson.json()) as { error: string }).error).toMatch(/not JSON/);
  expect(await call('/api/package', 'POST', { name: 'x.zip' })).toMatchObject({
    status: 400,
    json: { error: expect.stringMatching(/"zip"/) },
  });
  const zip = await testPackage(files, { version: '1.0.0', build: 3 }, privateKey, dir);
  const noKey = await call('/api/package', 'POST', {
    name: 'b3.zip',
    zip: readFileSync(zip).toString('base64'),
  });
  expect(noKey).toMatchObject({
    status: 400,
    json: { error: expect.stringMatching(/--public-key/) },
  });
  expect(await call('/api/package', 'DELETE')).toMatchObject({ status: 405 });
  expect(await call('/api/package/open', 'POST', { way: 'windows' })).toMatchObject({
    status: 400,
    json: { error: expect.stringMatching(/"way"/) },
  });
});

it('verifies a chosen file with its key: a tampered one refused, a signed one taken, then healthy', async () => {
  const key = readFileSync(pem, 'utf8');
  const tampered = await tamperedPackage(
    files,
    { version: '1.0.0', build: 4 },
    privateKey,
    join(dir, 'tampered'),
  );
  const refused = await call('/api/package', 'POST', {
    name: 'tampered.zip',
    zip: readFileSync(tampered).toString('base64'),
    publicKey: key,
  });
  expect(refused.status).toBe(200);
  expect(refused.json.served).toBeUndefined();
  expect(refused.json.notes.at(-1)).toMatchObject({ kind: 'refused', code: 'FILE_MISMATCH' });

  const signed = await testPackage(
    files,
    { version: '1.0.0', build: 4 },
    privateKey,
    join(dir, 'signed'),
  );
  const taken = await call('/api/package', 'POST', {
    name: 'b4.zip',
    zip: readFileSync(signed).toString('base64'),
    publicKey: key,
  });
  expect(taken.json).toMatchObject({
    served: { version: '1.0.0', build: 4, source: 'package' },
    status: 'pending',
  });
  // The panel opened the pages, the proxy served a file, the page's report came through the panel.
  expect((await call('/api/package/open', 'POST', {})).json.notes.at(-1)).toMatchObject({
    kind: 'open',
    build: 4,
  });
  live.fileServed();
  const healthy = await call('/api/package/health', 'POST', {});
  expect(healthy.json.status).toBe('current');
  expect(healthy.json.notes.at(-1)).toMatchObject({ kind: 'healthy', files: 1 });
  expect((await call('/api/package')).json.notes.map((n) => n.kind)).toEqual([
    'refused',
    'taken',
    'open',
    'healthy',
  ]);
});
