import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium80CacheDir, ownershipProblem, unpackChromium80 } from './unpack-chromium-80';

/** A stand-in for chromium.br: a small "binary", packed as chrome-aws-lambda packs it. */
const root = mkdtempSync(join(tmpdir(), 'unpack-chromium-80-'));
const content = Buffer.from(`#!/bin/sh\necho chromium 80 ${Date.now()}\n`);
const packed = join(root, 'chromium.br');
writeFileSync(packed, brotliCompressSync(content));
const sha256 = createHash('sha256').update(content).digest('hex');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const stat = (uid: number, mode: number, link = false) => ({
  uid,
  mode,
  isSymbolicLink: () => link,
});

describe('unpacking Chromium 80', () => {
  it('goes to a per-user cache folder, never a shared temporary one', () => {
    expect(chromium80CacheDir({ XDG_CACHE_HOME: '/home/u/.cache' })).toBe(
      '/home/u/.cache/hybrid-loan/chromium-80-2.1.1',
    );
    expect(chromium80CacheDir({ HOME: '/home/u' })).not.toContain(tmpdir());
    expect(chromium80CacheDir({ CHROMIUM_80_DIR: '/opt/c80' })).toBe('/opt/c80');
  });

  it('unpacks into a private folder and checks the SHA-256 of what it unpacked', async () => {
    const dir = join(root, 'fresh', 'c80');
    const binary = await unpackChromium80({ dir, packed, sha256 });
    expect(readFileSync(binary)).toEqual(content);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(binary).mode & 0o077).toBe(0);
    await expect(
      unpackChromium80({ dir: join(root, 'other'), packed, sha256: 'f'.repeat(64) }),
    ).rejects.toThrow(/SHA-256/);
  });

  it('reuses a cached binary only when its SHA-256 is the expected one', async () => {
    const dir = join(root, 'reuse');
    const binary = await unpackChromium80({ dir, packed, sha256 });
    const unpackedAt = statSync(binary).mtimeMs;
    expect(await unpackChromium80({ dir, packed, sha256 })).toBe(binary);
    expect(statSync(binary).mtimeMs).toBe(unpackedAt);
    // Someone replaced the binary: it is unpacked again, never launched.
    writeFileSync(binary, '#!/bin/sh\necho planted\n', { mode: 0o700 });
    await unpackChromium80({ dir, packed, sha256 });
    expect(readFileSync(binary)).toEqual(content);
  });

  it('refuses a folder writable by others, or a symbolic link', async () => {
    const open = join(root, 'world-writable');
    mkdirSync(open);
    chmodSync(open, 0o777);
    await expect(unpackChromium80({ dir: open, packed, sha256 })).rejects.toThrow(
      /writable by other users/,
    );
    const link = join(root, 'link');
    mkdirSync(join(root, 'target'), { mode: 0o700 });
    symlinkSync(join(root, 'target'), link);
    await expect(unpackChromium80({ dir: link, packed, sha256 })).rejects.toThrow(/symbolic link/);
  });

  it('refuses a folder or binary owned by another user', () => {
    expect(ownershipProblem('/c', stat(1000, 0o40700), 1000)).toBeNull();
    expect(ownershipProblem('/c', stat(0, 0o40700), 1000)).toMatch(/belongs to user 0/);
    expect(ownershipProblem('/c', stat(1000, 0o40770), 1000)).toMatch(/writable by other users/);
    expect(ownershipProblem('/c', stat(1000, 0o40700, true), 1000)).toMatch(/symbolic link/);
  });
});
