import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/run-command.js';
import { finished, makeKey, manifestOf, REPO_ROOT } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'offline-package-real-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run package on the real web build', () => {
  it('builds the pages, writes one zip, and the verifier accepts it', async () => {
    const key = makeKey(tmp, 'k');
    const out = join(tmp, 'out');
    // As the README says to run it, from the root.
    const run = await finished(
      spawn('npm', ['run', '--silent', 'package', '--', '--key', key.priv, '--out', out], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/size: [\d.]+ KB zipped, [\d.]+ KB unzipped/);
    const zips = readdirSync(out);
    expect(zips).toHaveLength(1);
    const zip = join(out, zips[0] ?? '');
    const { manifest } = await manifestOf(zip);
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toContain('index.html');
    expect(paths.some((p) => /^assets\/.+\.js$/.test(p))).toBe(true);
    expect(paths.some((p) => /\.(br|gz)$|^\.vite\/|^_headers$/.test(p))).toBe(false);
    const verified = await runCommand(['verify', zip, '--public-key', key.pub]);
    expect(verified.stdout.split('\n')[0]).toBe(
      `ok version=${manifest.version} build=${manifest.build} files=${paths.length}`,
    );
  });
});
