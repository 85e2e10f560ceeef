import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectFiles, writePackage } from '../src/build-package.js';
import { currentPackage } from '../src/install.js';
import { CURRENT, LAST_GOOD, PACKAGES_DIR, readPointer } from '../src/pointers.js';
import { runCommand } from '../src/run-command.js';
import { fakeDist, finished, folderMatchesManifest, makeKey, runCli, startCli } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'offline-package-install-'));
const key = makeKey(join(tmp, 'keys'), 'signing');
const into = join(tmp, 'installed');
const zips: Record<number, string> = {};
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  for (const build of [1, 2, 3]) {
    const dist = fakeDist(join(tmp, `dist-${build}`), `console.log(${build});\n`, 6);
    const written = await writePackage(
      collectFiles(dist),
      {
        app: 'hybrid-loan-web',
        version: '1.0.0',
        build,
        origin: 'https://pages.example',
        folder: '/',
        entry: 'index.html',
        contracts: { bridge: 1 },
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      key.privateKey,
      join(tmp, 'out'),
    );
    zips[build] = written.file;
  }
});

const install = (build: number) =>
  runCommand(['install', zips[build] ?? '', '--public-key', key.pub, '--into', into]);

/** What a shell would serve now: the current pointer's build, and whether its folder is whole. */
function serving(): { build: number; whole: boolean } | null {
  const current = currentPackage(into);
  return current
    ? { build: current.pointer.build, whole: folderMatchesManifest(current.dir) }
    : null;
}

/** Starts an install that stops at `point` (the test hook), and kills it there with SIGKILL. */
async function killInstallAt(build: number, point: string): Promise<void> {
  const child = startCli(['install', zips[build] ?? '', '--public-key', key.pub, '--into', into], {
    OFFLINE_PACKAGE_PAUSE: point,
  });
  started.push(child);
  const done = finished(child);
  await new Promise<void>((paused, failed) => {
    let seen = '';
    child.stderr?.on('data', (d) => {
      seen += d;
      if (seen.includes(`paused at ${point}`)) paused();
    });
    child.on('close', () => failed(new Error(`install ended before ${point}: ${seen}`)));
  });
  child.kill('SIGKILL');
  expect((await done).signal).toBe('SIGKILL');
}

describe('offline-package install', () => {
  it('installs the first package and points current at it', async () => {
    const run = await runCli(['install', zips[1] ?? '', '--public-key', key.pub, '--into', into]);
    expect(run.stdout).toMatch(/^ok version=1\.0\.0 build=1 files=9\ninstalled as 1\.0\.0-b1-/);
    expect(serving()).toEqual({ build: 1, whole: true });
  });

  it('killed in the middle of extracting, leaves the previous package serving and nothing half-written in view', async () => {
    await killInstallAt(2, 'files:3');
    expect(serving()).toEqual({ build: 1, whole: true });
    // The half-written files are in the hidden incoming folder only: no pointer names it.
    const incoming = readdirSync(into).filter((n) => n.startsWith('.incoming-'));
    expect(incoming).toHaveLength(1);
    const written = readdirSync(join(into, incoming[0] ?? ''), {
      recursive: true,
      withFileTypes: true,
    });
    expect(written.filter((e) => e.isFile())).toHaveLength(3);
    expect(readdirSync(join(into, PACKAGES_DIR))).toEqual([readPointer(into, CURRENT)?.folder]);
  });

  it('killed after extracting but before switching, still serves the previous package', async () => {
    await killInstallAt(2, 'switch');
    expect(serving()).toEqual({ build: 1, whole: true });
    expect(readPointer(into, LAST_GOOD)).toBeNull();
  });

  it('the next install completes, keeps the previous as last good and clears what was left', async () => {
    expect((await install(2)).code).toBe(0);
    expect(serving()).toEqual({ build: 2, whole: true });
    expect(readPointer(into, LAST_GOOD)?.build).toBe(1);
    expect(readdirSync(into).sort()).toEqual([CURRENT, LAST_GOOD, PACKAGES_DIR]);
    expect(readdirSync(join(into, PACKAGES_DIR))).toHaveLength(2);
  });

  it('keeps only the current and the last good', async () => {
    expect((await install(3)).code).toBe(0);
    const kept = readdirSync(join(into, PACKAGES_DIR)).sort();
    expect(kept).toEqual(
      [readPointer(into, CURRENT)?.folder, readPointer(into, LAST_GOOD)?.folder].sort(),
    );
    expect(readPointer(into, LAST_GOOD)?.build).toBe(2);
  });

  it('refuses a downgrade and a tampered package, and changes nothing', async () => {
    const before = readFileSync(join(into, CURRENT), 'utf8');
    const downgrade = await install(1);
    expect(downgrade.stdout).toMatch(/^refused DOWNGRADE:/);
    const tampered = join(tmp, 'tampered.zip');
    const bytes = readFileSync(zips[3] ?? '');
    // Flip the last byte of the last file's data (just before the central directory).
    const at = bytes.indexOf(Buffer.from('PK\u0001\u0002')) - 1;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    writeFileSync(tampered, bytes);
    const run = await runCommand(['install', tampered, '--public-key', key.pub, '--into', into]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^refused FILE_MISMATCH:/);
    expect(readFileSync(join(into, CURRENT), 'utf8')).toBe(before);
    expect(serving()).toEqual({ build: 3, whole: true });
    expect(readdirSync(into).some((n) => n.startsWith('.incoming-'))).toBe(false);
    expect(existsSync(join(into, PACKAGES_DIR))).toBe(true);
  });
});
