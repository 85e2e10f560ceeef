import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LivePackage, PackageRequestError } from './live-package';
import { signingKey, tamperedPackage, testPackage, untrustedPem } from './testing/package-kit';

const dir = mkdtempSync(join(tmpdir(), 'emulator-live-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { privateKey, pem } = signingKey(dir);
const keyText = readFileSync(pem, 'utf8');
const otherKey = readFileSync(untrustedPem(dir), 'utf8');
const files = [
  { path: 'index.html', bytes: Buffer.from('<!doctype html><title>pkg</title>') },
  { path: 'assets/app-1.js', bytes: Buffer.from('console.log(1)') },
];
const zipOf = async (build: number) =>
  readFileSync(
    await testPackage(files, { version: '1.4.0', build }, privateKey, join(dir, `b${build}`)),
  );

const shells: LivePackage[] = [];
/** A shell whose health wait is short, so a missing report shows in a test's time. */
const shellOf = (options: ConstructorParameters<typeof LivePackage>[0] = {}) => {
  const shell = new LivePackage({ waitMs: 150, ...options });
  shells.push(shell);
  return shell;
};
afterEach(() => {
  for (const shell of shells.splice(0)) shell.close();
});

/** One open of the pages by the panel, then the document and a script served from the package. */
const open = (shell: LivePackage) => {
  shell.opened();
  shell.fileServed();
  shell.fileServed();
};
const kinds = (shell: LivePackage) => shell.state().notes.map((n) => n.kind);

describe('a package chosen for the device: verified, pending, healthy', () => {
  it('takes a verified package as pending and makes it current on the open that reports', async () => {
    const shell = shellOf();
    const state = await shell.choose(await zipOf(5), 'b5.zip', keyText);
    expect(state.served).toEqual({ version: '1.4.0', build: 5, source: 'package' });
    expect(state.status).toBe('pending');
    expect(shell.serving()?.files.get('assets/app-1.js')?.toString()).toBe('console.log(1)');
    open(shell);
    shell.reported();
    expect(shell.state().status).toBe('current');
    expect(kinds(shell)).toEqual(['taken', 'open', 'healthy']);
    expect(shell.state().notes.at(-1)).toMatchObject({ kind: 'healthy', build: 5, files: 2 });
  });

  it('ignores a health report with no open of the pending build waiting for one', async () => {
    const shell = shellOf();
    await shell.choose(await zipOf(6), 'b6.zip', keyText);
    shell.reported();
    expect(shell.state().status).toBe('pending');
    expect(kinds(shell)).toEqual(['taken']);
  });

  it('counts an open whose files came from elsewhere (a worker cache) as 0 files', async () => {
    const shell = shellOf();
    await shell.choose(await zipOf(15), 'b15.zip', keyText);
    shell.opened();
    shell.reported();
    expect(shell.state().notes.at(-1)).toMatchObject({ kind: 'healthy', build: 15, files: 0 });
    // Opens of a current build wait for nothing.
    shell.opened();
    expect(kinds(shell)).toEqual(['taken', 'open', 'healthy']);
  });

  it('checks with --public-key when the panel gives no key, and says what to do without one', async () => {
    const withKey = shellOf({ publicKeyFile: pem });
    expect(withKey.state().defaultKey).toBe(true);
    expect((await withKey.choose(await zipOf(7), 'b7.zip')).served?.build).toBe(7);
    const without = shellOf();
    await expect(without.choose(await zipOf(7), 'b7.zip')).rejects.toThrow(PackageRequestError);
    await expect(without.choose(await zipOf(7), 'b7.zip')).rejects.toThrow(/--public-key/);
  });
});

describe('a refused package: the network (or what the device had), and why', () => {
  it('refuses a tampered package and another key, and the device stays on the network', async () => {
    const shell = shellOf();
    const tampered = readFileSync(
      await tamperedPackage(files, { version: '1.4.0', build: 8 }, privateKey, join(dir, 't8')),
    );
    const state = await shell.choose(tampered, 'tampered.zip', keyText);
    expect(state.served).toBeUndefined();
    expect(state.notes.at(-1)).toMatchObject({
      kind: 'refused',
      code: 'FILE_MISMATCH',
      from: 'tampered.zip',
    });
    expect(state.notes.at(-1)).not.toHaveProperty('fallback');
    await shell.choose(await zipOf(8), 'b8.zip', otherKey);
    expect(shell.state().notes.at(-1)).toMatchObject({ kind: 'refused', code: 'UNKNOWN_KEY' });
    expect(shell.serving()).toBeUndefined();
  });

  it('keeps the current build when a later package is refused, and refuses a downgrade', async () => {
    const shell = shellOf();
    await shell.choose(await zipOf(10), 'b10.zip', keyText);
    open(shell);
    shell.reported();
    await shell.choose(await zipOf(9), 'b9.zip', keyText);
    expect(shell.state().notes.at(-1)).toMatchObject({
      kind: 'refused',
      code: 'DOWNGRADE',
      fallback: 10,
    });
    expect(shell.state().served?.build).toBe(10);
  });
});

describe('the rollback: no report in time, or two failed opens in a row', () => {
  it('rolls back to the network without a report, and never offers that build again', async () => {
    const shell = shellOf();
    await shell.choose(await zipOf(11), 'b11.zip', keyText);
    open(shell);
    await expect.poll(() => kinds(shell).at(-1)).toBe('rolled-back');
    expect(shell.state().served).toBeUndefined();
    expect(shell.state().notes.at(-1)).toMatchObject({ build: 11, files: 2 });
    expect(shell.state().notes.at(-1)).toHaveProperty(
      'reason',
      expect.stringMatching(/back to the network, build 11 never offered again/),
    );
    // A late report changes nothing; the same build chosen again is denied.
    shell.reported();
    await shell.choose(await zipOf(11), 'b11.zip', keyText);
    expect(shell.state().notes.at(-1)).toMatchObject({ kind: 'refused', code: 'DENIED' });
    expect(shell.serving()).toBeUndefined();
  });

  it('rolls back to the last good build, whose files it serves again', async () => {
    const shell = shellOf();
    await shell.choose(await zipOf(12), 'b12.zip', keyText);
    open(shell);
    shell.reported();
    await shell.choose(await zipOf(13), 'b13.zip', keyText);
    expect(shell.state().served?.build).toBe(13);
    open(shell);
    await expect.poll(() => kinds(shell).at(-1)).toBe('rolled-back');
    expect(shell.state()).toMatchObject({ served: { build: 12 }, status: 'current' });
    expect(shell.serving()?.manifest.build).toBe(12);
  });

  it('counts two failed opens in a row as unhealthy, one as not', async () => {
    const shell = shellOf({ waitMs: 60_000 });
    await shell.choose(await zipOf(14), 'b14.zip', keyText);
    open(shell);
    shell.failedOpen('load error -105');
    expect(shell.state().status).toBe('pending');
    open(shell);
    shell.failedOpen('load error -105');
    expect(kinds(shell).slice(-2)).toEqual(['failed-open', 'rolled-back']);
    expect(shell.state().notes.at(-1)).toHaveProperty(
      'reason',
      expect.stringMatching(/^2 failed opens in a row: back to the network/),
    );
    expect(shell.serving()).toBeUndefined();
  });
});
