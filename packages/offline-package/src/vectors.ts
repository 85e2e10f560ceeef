import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signatureFileBytes, signManifest } from './keys.js';
import { LIMITS } from './limits.js';
import { MANIFEST_FILE, type Manifest, manifestBytes, SIGNATURE_FILE } from './manifest.js';
import type { ReasonCode } from './reasons.js';
import { testKey } from './test-keys.js';
import { writeZip, type ZipInput } from './zip-write.js';

/** The shell every vector is checked as (the index says so to other verifiers). */
export const VECTOR_SHELL = {
  now: '2026-06-01T00:00:00.000Z',
  installedBuild: 100,
  contracts: { bridge: [1] },
};

export interface PackageVector {
  name: string;
  file: string;
  what: string;
  expect:
    | { ok: true; version: string; build: number; files: number }
    | { ok: false; reason: ReasonCode };
}

const FILES: ZipInput[] = [
  { path: 'assets/app.css', bytes: Buffer.from('body{margin:0}\n') },
  { path: 'assets/app.js', bytes: Buffer.from('document.body.textContent="offline";\n') },
  {
    path: 'index.html',
    bytes: Buffer.from('<!doctype html><script src="assets/app.js"></script>\n'),
  },
];

const FACTS: Omit<Manifest, 'files'> = {
  format: 1,
  app: 'hybrid-loan-web',
  version: '1.0.0',
  build: 101,
  origin: 'https://pages.example',
  folder: '/',
  entry: 'index.html',
  contracts: { bridge: 1 },
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
};

const listed = (files: ZipInput[]) =>
  files.map(({ path, bytes }) => ({
    path,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));

interface Recipe {
  what: string;
  reason?: ReasonCode;
  /** Files the manifest lists (default FILES). */
  listed?: ZipInput[];
  /** Files the zip holds (default: the listed ones). */
  zipped?: ZipInput[];
  facts?: Partial<Manifest>;
  key?: KeyObject;
  /** Changes the signed manifest bytes (after signing). */
  edit?: (manifest: Buffer) => Buffer;
  omit?: string[];
  /** Entry names yazl refuses to write: written under a same-length stand-in, then renamed. */
  rename?: Record<string, string>;
  raw?: Buffer;
}

const zeros = (n: number) => Buffer.alloc(n);
const extra = (path: string, text = 'alert(1)\n', mode?: number): ZipInput => ({
  path,
  bytes: Buffer.from(text),
  ...(mode ? { mode } : {}),
});
const changedScript = FILES.map((f) =>
  f.path === 'assets/app.js'
    ? { ...f, bytes: Buffer.from(f.bytes.toString().replace('offline', 'Offline')) }
    : f,
);
const longerScript = FILES.map((f) =>
  f.path === 'assets/app.js' ? { ...f, bytes: Buffer.concat([f.bytes, Buffer.from(' ')]) } : f,
);
const unsafe = (name: string, standIn: string): Recipe => ({
  what: `an entry named ${JSON.stringify(name)}, listed in the manifest`,
  reason: 'UNSAFE_PATH',
  listed: [...FILES, extra(name)],
  zipped: [...FILES, extra(standIn)],
  rename: { [standIn]: name },
});

const RECIPES: Record<string, Recipe> = {
  valid: { what: 'a correct package signed with the trusted key' },
  'not-a-zip': { what: 'a text file', reason: 'NOT_A_ZIP', raw: Buffer.from('not a zip\n') },
  'no-signature': {
    what: 'no signature.json',
    reason: 'SIGNATURE_MISSING',
    omit: [SIGNATURE_FILE],
  },
  'no-manifest': { what: 'no manifest.json', reason: 'MANIFEST_MISSING', omit: [MANIFEST_FILE] },
  'unknown-key': { what: 'signed with another key', reason: 'UNKNOWN_KEY', key: testKey('other') },
  'manifest-edited': {
    what: 'the manifest edited after signing (build 101 to 901)',
    reason: 'BAD_SIGNATURE',
    edit: (m) => Buffer.from(m.toString().replace('"build": 101', '"build": 901')),
  },
  'manifest-invalid': {
    what: 'a signed manifest of format 2',
    reason: 'MANIFEST_INVALID',
    facts: { format: 2 as 1 },
  },
  'manifest-unsafe-path': {
    what: 'a signed manifest listing "../evil.js"',
    reason: 'UNSAFE_PATH',
    listed: [...FILES, extra('../evil.js')],
    zipped: FILES,
  },
  expired: {
    what: 'expiresAt before the shell time',
    reason: 'EXPIRED',
    facts: { expiresAt: '2026-03-01T00:00:00.000Z' },
  },
  downgrade: {
    what: 'build 99 with build 100 installed',
    reason: 'DOWNGRADE',
    facts: { build: 99 },
  },
  'contract-missing': {
    what: 'needs bridge contract 2',
    reason: 'CONTRACT_MISSING',
    facts: { contracts: { bridge: 2 } },
  },
  'file-missing': {
    what: 'assets/app.css listed, not in the zip',
    reason: 'FILE_MISSING',
    zipped: FILES.slice(1),
  },
  'file-added': {
    what: 'assets/extra.js in the zip, not listed',
    reason: 'FILE_UNLISTED',
    zipped: [...FILES, extra('assets/extra.js')],
  },
  'script-byte-changed': {
    what: 'one byte of assets/app.js changed (same size)',
    reason: 'FILE_MISMATCH',
    zipped: changedScript,
  },
  'script-size-changed': {
    what: 'assets/app.js one byte longer than listed',
    reason: 'FILE_MISMATCH',
    zipped: longerScript,
  },
  'path-dot-dot': unsafe('../evil.js', 'QQ/evil.js'),
  'path-absolute': unsafe('/evil.js', 'Qevil.js'),
  'path-backslash': unsafe('assets\\evil.js', 'assetsQevil.js'),
  'path-drive-letter': unsafe('C:/evil.js', 'CQ/evil.js'),
  symlink: {
    what: 'assets/link.js is a symbolic link (listed with its target as bytes)',
    reason: 'NOT_A_FILE',
    listed: [...FILES, extra('assets/link.js', '../../../etc/passwd')],
    zipped: [...FILES, extra('assets/link.js', '../../../etc/passwd', 0o120777)],
  },
  folder: {
    what: 'a folder entry assets/',
    reason: 'NOT_A_FILE',
    zipped: [{ path: 'assets/', bytes: Buffer.alloc(0), directory: true }, ...FILES],
  },
  'case-clash': {
    what: 'index.html and INDEX.html, both listed',
    reason: 'CASE_CLASH',
    listed: [...FILES, extra('INDEX.html')],
  },
  'too-large': {
    what: `assets/big.bin of ${LIMITS.maxTotalBytes + 1024} bytes, listed`,
    reason: 'TOO_LARGE',
    listed: [...FILES, { path: 'assets/big.bin', bytes: zeros(LIMITS.maxTotalBytes + 1024) }],
  },
  'too-compressed': {
    what: 'assets/zeros.bin, 1 MiB of zeros (about 1000 to 1), listed',
    reason: 'TOO_COMPRESSED',
    listed: [...FILES, { path: 'assets/zeros.bin', bytes: zeros(1024 * 1024) }],
  },
};

/**
 * Renames entries of a written zip in place (local and central headers), for names yazl refuses to
 * write (`../x`, `/x`, `a\\x`, `C:/x`): a hostile input, made by replacing a same-length stand-in.
 */
export function renameEntries(zip: Buffer, rename: Record<string, string>): Buffer {
  let text = zip.toString('latin1');
  for (const [standIn, name] of Object.entries(rename)) {
    if (Buffer.byteLength(standIn) !== Buffer.byteLength(name)) throw new Error('same length only');
    const count = text.split(standIn).length - 1;
    if (count !== 2)
      throw new Error(`${standIn} found ${count} times, expected 2 (local and central)`);
    text = text.replaceAll(standIn, name);
  }
  return Buffer.from(text, 'latin1');
}

async function writeVector(dir: string, name: string, recipe: Recipe): Promise<PackageVector> {
  const file = `${name}.zip`;
  const path = join(dir, file);
  const listedFiles = recipe.listed ?? FILES;
  const manifest = { ...FACTS, ...recipe.facts, files: listed(listedFiles) } as Manifest;
  if (recipe.raw) writeFileSync(path, recipe.raw);
  else {
    const signed = manifestBytes(manifest);
    const signature = signatureFileBytes(signManifest(signed, recipe.key ?? testKey('vectors')));
    const entries = [
      { path: MANIFEST_FILE, bytes: recipe.edit ? recipe.edit(signed) : signed },
      { path: SIGNATURE_FILE, bytes: signature },
      ...(recipe.zipped ?? listedFiles),
    ].filter((e) => !recipe.omit?.includes(e.path));
    await writeZip(path, entries);
    if (recipe.rename) writeFileSync(path, renameEntries(readFileSync(path), recipe.rename));
  }
  const expect: PackageVector['expect'] = recipe.reason
    ? { ok: false, reason: recipe.reason }
    : { ok: true, version: manifest.version, build: manifest.build, files: manifest.files.length };
  return { name, file, what: recipe.what, expect };
}

/** The vectors' index: the shell to check them as, the trusted key, the expected verdicts. */
export interface VectorIndex {
  format: 1;
  about: string;
  trustedKeys: string[];
  shell: typeof VECTOR_SHELL;
  limits: typeof LIMITS;
  vectors: PackageVector[];
}

export const VECTOR_KEY_FILE = 'keys/vectors.pub.pem';

/** Writes every package vector, the trusted public key and `index.json` into `dir` (emptied). */
export async function writeVectors(dir: string): Promise<VectorIndex> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'keys'), { recursive: true });
  const pem = createPublicKey(testKey('vectors')).export({ type: 'spki', format: 'pem' });
  writeFileSync(join(dir, VECTOR_KEY_FILE), pem);
  const vectors: PackageVector[] = [];
  for (const [name, recipe] of Object.entries(RECIPES))
    vectors.push(await writeVector(dir, name, recipe));
  const index: VectorIndex = {
    format: 1,
    about:
      'Offline package vectors: verify each zip as a shell with `shell` (time, installed build, contracts) trusting only `trustedKeys` (a test key: never trust it in a real shell), and expect `expect`. See the bridge SDK README, section 13.',
    trustedKeys: [VECTOR_KEY_FILE],
    shell: VECTOR_SHELL,
    limits: LIMITS,
    vectors,
  };
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}
