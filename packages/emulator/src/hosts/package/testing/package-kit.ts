import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { type PackageFacts, writePackage, type ZipInput } from '@hybrid-loan/offline-package';
import { openPackage } from '../open-package';

// What the emulator's package tests share: a signing key with its public PEM on disk (as
// `--public-key` takes it), another key the device does not trust, and a package of given files.

/** A fresh P-256 key pair; the public key written as PEM to `dir/name`. */
export function signingKey(
  dir: string,
  name = 'public.pem',
): { privateKey: KeyObject; pem: string } {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = join(dir, name);
  writeFileSync(pem, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  return { privateKey: keys.privateKey, pem };
}

/** The public PEM of a key nothing signs with: a device holding it refuses every test package. */
export function untrustedPem(dir: string): string {
  return signingKey(dir, 'other.pem').pem;
}

/** Writes a package of `files` for the web app at https://h5.brand.example/; returns the zip's path. */
export async function testPackage(
  files: ZipInput[],
  facts: Pick<PackageFacts, 'version' | 'build'>,
  privateKey: KeyObject,
  outDir: string,
  /** What the zip holds instead of `files` (a package changed after signing). */
  zipped?: ZipInput[],
): Promise<string> {
  const written = await writePackage(
    files,
    {
      app: 'hybrid-loan-web',
      version: facts.version,
      build: facts.build,
      origin: 'https://h5.brand.example',
      folder: '/',
      entry: 'index.html',
      contracts: { bridge: 1 },
      createdAt: '2026-11-27T00:00:00.000Z',
    },
    privateKey,
    outDir,
    zipped ? { zipped } : {},
  );
  return written.file;
}

/**
 * A package of `files` signed with a fresh key (its PEM in `dir`), opened and verified as
 * `--package <zip> --public-key <pem>` opens it: what a test of a shell serving a package starts
 * from. Throws if the verifier refuses it.
 */
export async function openedTestPackage(
  files: ZipInput[],
  facts: Pick<PackageFacts, 'version' | 'build'>,
  dir: string,
) {
  const { privateKey, pem } = signingKey(dir);
  const opened = await openPackage(await testPackage(files, facts, privateKey, dir), pem);
  if (!opened.ok) throw new Error(opened.reason);
  return opened;
}

/**
 * A package signed over `files` whose zip then has one byte of its first script changed (the
 * size kept): the verifier refuses it with FILE_MISMATCH.
 */
export function tamperedPackage(
  files: ZipInput[],
  facts: Pick<PackageFacts, 'version' | 'build'>,
  privateKey: KeyObject,
  outDir: string,
): Promise<string> {
  const target = files.find((f) => f.path.endsWith('.js'));
  if (!target) throw new Error('a tampered package needs a script to change');
  const zipped = files.map((f) => {
    if (f !== target) return f;
    const bytes = Buffer.from(f.bytes);
    bytes[0] = bytes[0] === 0x20 ? 0x0a : 0x20;
    return { ...f, bytes };
  });
  return testPackage(files, facts, privateKey, outDir, zipped);
}

/**
 * A stand-in for the sandbox behind an app proxy: answers every request with `sandbox <url>` as
 * text, so a test sees which requests were forwarded. Close it in the test's afterAll.
 */
export async function startEchoUpstream(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`sandbox ${req.url}`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}
