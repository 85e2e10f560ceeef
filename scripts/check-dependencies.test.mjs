import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findKnownBad } from './check-dependencies.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const list = JSON.parse(readFileSync(join(root, 'scripts', 'known-bad-versions.json'), 'utf8'));
const failing = (lock) => findKnownBad(lock, list).filter((f) => !f.allowed);

describe('the dependency check (no network, a known-bad list kept in the repo)', () => {
  it('passes on the repository lockfile: no known-bad version in the production tree', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    expect(failing(lock)).toEqual([]);
    const production = findKnownBad(lock, list).filter((f) => !f.dev);
    expect(production).toEqual([]);
  });

  it('fails on what @hybrid-loan/engines used to pull into production (tar-fs, minimist, bl)', () => {
    // The lockfile entries chrome-aws-lambda 2.1.1 brought as a runtime dependency.
    const lock = {
      packages: {
        'node_modules/lambdafs': { version: '1.3.0' },
        'node_modules/lambdafs/node_modules/tar-fs': { version: '2.0.0', inBundle: true },
        'node_modules/lambdafs/node_modules/minimist': { version: '0.0.8', inBundle: true },
        'node_modules/lambdafs/node_modules/bl': { version: '3.0.0', inBundle: true },
        'node_modules/minimist': { version: '1.2.8' },
        'node_modules/bl': { version: '4.1.0' },
      },
    };
    const names = failing(lock).map((f) => `${f.name}@${f.version} ${f.id}`);
    expect(names).toEqual([
      'tar-fs@2.0.0 CVE-2024-12905',
      'tar-fs@2.0.0 CVE-2025-48387',
      'tar-fs@2.0.0 CVE-2025-59343',
      'minimist@0.0.8 CVE-2020-7598',
      'minimist@0.0.8 CVE-2021-44906',
      'bl@3.0.0 CVE-2020-8244',
    ]);
  });

  it('accepts a listed dev-only copy, never the same copy in production', () => {
    const path = 'node_modules/lambdafs/node_modules/tar-fs';
    expect(failing({ packages: { [path]: { version: '2.1.1', dev: true } } })).toEqual([]);
    expect(failing({ packages: { [path]: { version: '2.1.1' } } })).toHaveLength(3);
    expect(
      failing({
        packages: { 'node_modules/other/node_modules/tar-fs': { version: '2.1.1', dev: true } },
      }),
    ).toHaveLength(3);
  });

  it('reads scoped names and skips workspace links', () => {
    const lock = {
      packages: {
        'node_modules/@scope/ws': { version: '1.0.0' },
        'node_modules/ws': { version: '6.2.1' },
        'node_modules/@hybrid-loan/web': { link: true, resolved: 'packages/web' },
      },
    };
    expect(failing(lock).map((f) => f.path)).toEqual(['node_modules/ws']);
  });
});
