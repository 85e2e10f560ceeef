import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brandConfig } from '../../src/config/brand';
import { precacheManifest } from './service-worker-build';

const dirs: string[] = [];
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-manifest-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  'index.html': '<!doctype html><title>x</title>',
  'assets/app-AbCdEf12.js': 'console.log(1)',
  'assets/app-AbCdEf12.js.br': 'compressed',
  'sw.js': 'worker',
  'sw-switch.json': '{}',
};

describe("the worker's precache list", () => {
  it('gives every file its integrity and a revision, hashed assets included', () => {
    const manifest = precacheManifest(dist(FILES));
    expect(manifest.map((m) => m.url)).toEqual(['assets/app-AbCdEf12.js', 'index.html']);
    const js = manifest[0];
    expect(js?.integrity).toBe(
      `sha256-${createHash('sha256').update('console.log(1)').digest('base64')}`,
    );
    // A key that the copies cached before integrity was checked never had: fetched once, verified.
    expect(js?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes index.html's revision when only its hosted headers change", () => {
    const before = precacheManifest(dist(FILES));
    const csp = brandConfig.imageHosts;
    try {
      brandConfig.imageHosts = [...csp, 'https://images.other.example'];
      const after = precacheManifest(dist(FILES));
      const html = (m: typeof before) => m.find((e) => e.url === 'index.html');
      // No integrity on the HTML (a host or the emulator's proxy may add to it); its revision moves.
      expect(html(after)?.integrity).toBeUndefined();
      expect(html(after)?.revision).not.toBe(html(before)?.revision);
      // The scripts are served with the same bytes and no HTML headers: their keys stay.
      expect(after[0]?.revision).toBe(before[0]?.revision);
    } finally {
      brandConfig.imageHosts = csp;
    }
  });
});
