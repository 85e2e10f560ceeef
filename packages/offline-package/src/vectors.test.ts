import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyIdOf, publicKeyFromPem } from './keys.js';
import { REASONS } from './reasons.js';
import { TEST_KEY_IDS } from './test-keys.js';
import { type VectorIndex, writeVectors } from './vectors.js';
import { verifyPackage } from './verify.js';

// Resolved as a consumer of the SDK resolves it: the vectors are published with it.
const indexFile = createRequire(import.meta.url).resolve(
  '@hybrid-loan/bridge-sdk/conformance/packages/index.json',
);
const dir = dirname(indexFile);
const index: VectorIndex = JSON.parse(readFileSync(indexFile, 'utf8'));
const trustedKeys = index.trustedKeys.map((f) => publicKeyFromPem(readFileSync(join(dir, f))));
const shell = {
  trustedKeys,
  now: new Date(index.shell.now),
  installedBuild: index.shell.installedBuild,
  contracts: index.shell.contracts,
};
const scratch = mkdtempSync(join(tmpdir(), 'package-vectors-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('package conformance vectors', () => {
  it.each(index.vectors)('$name: $what', async (vector) => {
    const outcome = await verifyPackage(join(dir, vector.file), shell).then(
      ({ manifest }) => ({
        ok: true,
        version: manifest.version,
        build: manifest.build,
        files: manifest.files.length,
      }),
      (error: { code?: string }) => ({ ok: false, reason: error.code }),
    );
    expect(outcome).toEqual(vector.expect);
  });

  it('cover every reason code and one valid package', () => {
    const reasons = new Set(index.vectors.map((v) => (v.expect.ok ? 'ok' : v.expect.reason)));
    expect([...reasons].sort()).toEqual(['ok', ...Object.keys(REASONS)].sort());
  });

  it('are the generator’s: its index is the committed one, every zip is listed', async () => {
    const fresh = await writeVectors(join(scratch, 'packages'));
    expect(fresh).toEqual(index);
    expect(readFileSync(join(scratch, 'packages', 'keys/vectors.pub.pem'), 'utf8')).toBe(
      readFileSync(join(dir, 'keys/vectors.pub.pem'), 'utf8'),
    );
    const zips = readdirSync(dir).filter((f) => f.endsWith('.zip'));
    expect(zips.sort()).toEqual(index.vectors.map((v) => v.file).sort());
  });

  it('are signed with a listed test key, which a production run refuses', () => {
    for (const key of trustedKeys) expect(TEST_KEY_IDS).toContain(keyIdOf(key));
  });
});
