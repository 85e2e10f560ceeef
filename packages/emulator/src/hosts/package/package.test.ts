import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPackage } from './open-package';
import { PackageHealth } from './package-health';
import { packageAnswer } from './serve-package';
import { signingKey, testPackage, untrustedPem } from './testing/package-kit';

const dir = mkdtempSync(join(tmpdir(), 'emulator-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { privateKey, pem } = signingKey(dir);
const other = untrustedPem(dir);

const files = [
  { path: 'index.html', bytes: Buffer.from('<!doctype html><title>pkg</title>') },
  { path: 'assets/app-1.js', bytes: Buffer.from('console.log(1)') },
  { path: 'sw-switch.json', bytes: Buffer.from('{"format":1,"off":false}') },
];
const make = (build: number) =>
  testPackage(files, { version: '1.4.0', build }, privateKey, join(dir, `b${build}`));

describe('a device opens its pages from a package', () => {
  it('takes a package the verifier accepts, with its files', async () => {
    const opened = await openPackage(await make(463), pem);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.manifest.build).toBe(463);
    expect(opened.files.get('assets/app-1.js')?.toString()).toBe('console.log(1)');
  });

  it('refuses with the reason: another key, a downgrade, a denied build, no file', async () => {
    const zip = await make(470);
    expect(await openPackage(zip, other)).toMatchObject({ ok: false, code: 'UNKNOWN_KEY' });
    expect(await openPackage(zip, pem, { installedBuild: 480 })).toMatchObject({
      ok: false,
      code: 'DOWNGRADE',
    });
    expect(await openPackage(zip, pem, { denied: [470] })).toMatchObject({
      ok: false,
      code: 'DENIED',
    });
    const missing = await openPackage(join(dir, 'none.zip'), pem);
    expect(missing.ok).toBe(false);
  });

  it("serves exactly the manifest's paths on the pages' origin; the API and the switch go to the network", async () => {
    const opened = await openPackage(await make(471), pem);
    if (!opened.ok) throw new Error(opened.reason);
    const origin = 'http://127.0.0.1:5173';
    const at = (url: string, method = 'GET') => packageAnswer(opened, origin, url, method);
    expect(at(`${origin}/`)).toMatchObject({
      status: 200,
      contentType: expect.stringMatching(/html/),
    });
    expect(at(`${origin}/assets/app-1.js?v=1`)).toMatchObject({
      contentType: expect.stringMatching(/javascript/),
    });
    expect(at(`${origin}/sw-switch.json`)).toBe('network');
    expect(at(`${origin}/api/loan/detail`)).toBe('network');
    expect(at(`${origin}/assets/other.js`)).toBe('network');
    expect(at(`${origin}/assets/app-1.js`, 'POST')).toBe('network');
    expect(at('https://cdn.example/assets/app-1.js')).toBe('network');
  });
});

describe('the pending, healthy and rollback rule', () => {
  it('makes a reported package current and keeps the one before as last good', () => {
    const h = new PackageHealth();
    h.take(463);
    h.healthy(463);
    h.take(470);
    expect(h.serving()).toBe(470);
    h.healthy(470);
    expect([h.current, h.lastGood, h.pending]).toEqual([470, 463, undefined]);
  });

  it('rolls back at once without a report, and denies the build for good', () => {
    const h = new PackageHealth();
    h.take(463);
    h.healthy(463);
    h.take(470);
    h.noReport(470);
    expect(h.serving()).toBe(463);
    expect(h.denied).toEqual([470]);
    expect(h.events.at(-1)).toMatchObject({ kind: 'rolled-back', build: 470 });
    expect(h.events.at(-1)?.reason).toMatch(/back to build 463/);
  });

  it('rolls back to the network after two failed opens in a row, not one', () => {
    const h = new PackageHealth();
    h.take(463);
    h.failedOpen(463, 'load error');
    expect(h.serving()).toBe(463);
    h.failedOpen(463, 'load error');
    expect(h.serving()).toBeUndefined();
    expect(h.denied).toEqual([463]);
    expect(h.events.at(-1)?.reason).toMatch(/back to the network/);
  });
});
