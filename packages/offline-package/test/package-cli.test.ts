import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../src/manifest.js';
import { runCommand } from '../src/run-command.js';
import { testKey } from '../src/test-keys.js';
import { renameEntries } from '../src/vectors.js';
import { writeZip, type ZipInput } from '../src/zip-write.js';
import { fakeDist, makeKey, manifestOf, REPO_ROOT, readZip, runCli } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'offline-package-cli-'));
const key = makeKey(join(tmp, 'keys'), 'signing');
const other = makeKey(join(tmp, 'keys'), 'other');
const dist = fakeDist(join(tmp, 'dist'));
let zip = '';
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const packageArgs = (out: string, ...more: string[]) => [
  'package',
  '--key',
  key.priv,
  '--dist',
  dist,
  '--out',
  join(tmp, out),
  ...more,
];
const onlyZip = (out: string) => {
  const zips = readdirSync(join(tmp, out)).filter((f) => f.endsWith('.zip'));
  expect(zips).toHaveLength(1);
  return join(tmp, out, zips[0] ?? '');
};
// The bin once (beforeAll and the first test), the same code in-process for the rest (fast).
const cli = runCommand;
const verify = (file: string, ...more: string[]) =>
  cli(['verify', file, '--public-key', key.pub, ...more]);

beforeAll(async () => {
  const run = await runCli(packageArgs('first'));
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  zip = onlyZip('first');
});

describe('offline-package package and verify', () => {
  it('writes one zip, prints its sizes, and verify accepts it with the matching key', async () => {
    const { manifest } = await manifestOf(zip);
    // The build's own files only: no .vite metadata, precompressed twins or host header file.
    expect(manifest.files.map((f) => f.path)).toEqual([
      'assets/app.css',
      'assets/app.js',
      'index.html',
    ]);
    expect(manifest).toMatchObject({
      origin: 'https://pages.example',
      folder: '/',
      entry: 'index.html',
    });
    expect(zip).toMatch(
      new RegExp(`hybrid-loan-web-${manifest.version}-b${manifest.build}\\.zip$`),
    );
    const run = await runCli(['verify', zip, '--public-key', key.pub]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(
      `ok version=${manifest.version} build=${manifest.build} files=3`,
    );
  });

  it('gives the same manifest for the same commit, and counts what changed since a previous one', async () => {
    const again = await cli(packageArgs('again', '--previous', zip));
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/size: [\d.]+ KB zipped, [\d.]+ KB unzipped/);
    expect(again.stdout).toContain('0 of 3 files, 0.0 KB');
    expect((await manifestOf(onlyZip('again'))).bytes).toEqual((await manifestOf(zip)).bytes);

    writeFileSync(join(dist, 'assets/app.js'), 'console.log(2);\n');
    try {
      const changed = await cli(packageArgs('changed', '--previous', zip));
      expect(changed.stdout).toContain('1 of 3 files, 0.0 KB');
    } finally {
      writeFileSync(join(dist, 'assets/app.js'), 'console.log(1);\n');
    }
  });

  it('refuses every tampered variant with its reason', async () => {
    const entries = await readZip(zip);
    const variant = async (
      name: string,
      change: (e: ZipInput[]) => ZipInput[],
      rename?: Record<string, string>,
    ) => {
      const file = join(tmp, `${name}.zip`);
      await writeZip(file, change(entries.map((e) => ({ ...e }))));
      if (rename) writeFileSync(file, renameEntries(readFileSync(file), rename));
      return file;
    };
    const script = (e: ZipInput) => e.path === 'assets/app.js';
    const cases: [string, string, string[]][] = [
      [
        await variant('byte', (es) =>
          es.map((e) => (script(e) ? { ...e, bytes: Buffer.from('console.log(7);\n') } : e)),
        ),
        'FILE_MISMATCH',
        [],
      ],
      [
        await variant('edited', (es) =>
          es.map((e) =>
            e.path === MANIFEST_FILE
              ? {
                  ...e,
                  bytes: Buffer.from(
                    e.bytes.toString().replace('"entry": "index.html"', '"entry": "assets/app.js"'),
                  ),
                }
              : e,
          ),
        ),
        'BAD_SIGNATURE',
        [],
      ],
      [
        await variant('dotdot', (es) => [...es, { path: 'QQ/evil.js', bytes: Buffer.from('x') }], {
          'QQ/evil.js': '../evil.js',
        }),
        'UNSAFE_PATH',
        [],
      ],
      [
        await variant(
          'absolute',
          (es) => [...es, { path: 'Qtmp/evil.js', bytes: Buffer.from('x') }],
          { 'Qtmp/evil.js': '/tmp/evil.js' },
        ),
        'UNSAFE_PATH',
        [],
      ],
      [await variant('missing', (es) => es.filter((e) => !script(e))), 'FILE_MISSING', []],
      [
        await variant('added', (es) => [
          ...es,
          { path: 'assets/more.js', bytes: Buffer.from('x') },
        ]),
        'FILE_UNLISTED',
        [],
      ],
      [zip, 'UNKNOWN_KEY', ['--public-key-instead']],
      [zip, 'DOWNGRADE', ['--installed-build', '999999']],
    ];
    for (const [file, reason, more] of cases) {
      const run =
        more[0] === '--public-key-instead'
          ? await cli(['verify', file, '--public-key', other.pub])
          : await verify(file, ...more);
      expect({ code: run.code, first: run.stdout.split('\n')[0]?.split(':')[0] }, file).toEqual({
        code: 1,
        first: `refused ${reason}`,
      });
    }
  });

  it('refuses a package past its expiry time', async () => {
    const run = await cli(packageArgs('expiring', '--expires-at', '2026-02-01T00:00:00Z'));
    expect(run.code).toBe(0);
    const file = onlyZip('expiring');
    expect((await verify(file, '--now', '2026-01-31T23:59:59Z')).code).toBe(0);
    const late = await verify(file, '--now', '2026-02-01T00:00:01Z');
    expect(late.code).toBe(1);
    expect(late.stdout).toMatch(/^refused EXPIRED: The package is past its expiry time/);
  });

  it('a production run refuses a test key', async () => {
    const file = join(tmp, 'keys/tests.pem');
    writeFileSync(file, testKey('tests').export({ type: 'pkcs8', format: 'pem' }));
    const run = await cli([
      'package',
      '--production',
      '--key',
      file,
      '--dist',
      dist,
      '--out',
      join(tmp, 'production'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is a test key/);
    // The same key without --production signs (tests and vectors use such keys).
    const key = await cli([
      'package',
      '--key',
      file,
      '--dist',
      dist,
      '--out',
      join(tmp, 'test-signed'),
    ]);
    expect(key.code).toBe(0);
  });

  it('refuses a signing key file that git tracks', async () => {
    const tracked = join(REPO_ROOT, 'packages/offline-package/package.json');
    const run = await cli(['package', '--key', tracked, '--dist', dist, '--out', join(tmp, 'x')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is tracked by git: a signing key never comes from the repository/);
  });

  it('takes the key from OFFLINE_PACKAGE_KEY as PEM text', async () => {
    const pem = key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const run = await runCli(['package', '--dist', dist, '--out', join(tmp, 'env')], {
      OFFLINE_PACKAGE_KEY: pem,
    });
    expect(run.code).toBe(0);
    expect((await verify(onlyZip('env'))).code).toBe(0);
  });
});
