import { createHash, type KeyObject } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CONTRACT_VERSION } from '@hybrid-loan/bridge-sdk';
import { checkSignature } from './keys.js';
import { LIMITS } from './limits.js';
import {
  MANIFEST_FILE,
  type Manifest,
  type ManifestFile,
  parseManifest,
  SIGNATURE_FILE,
} from './manifest.js';
import { Refusal } from './reasons.js';
import { type OpenZip, openZip, readSmall } from './zip-entries.js';

/** What the shell knows when it checks a package. */
export interface ShellState {
  /** The public keys it trusts (two while one is rotated). */
  trustedKeys: KeyObject[];
  /** The build it serves now; a lower one is a downgrade. */
  installedBuild?: number;
  /** The time to check `expiresAt` against (default: now). */
  now?: Date;
  /** The contract versions it has, by contract (default: this SDK's bridge contract). */
  contracts?: Record<string, number[]>;
}

/** Where `install` writes each file while it is checked (none for `verify`). */
export type FileSink = (file: ManifestFile, index: number) => Promise<Writable>;

export interface VerifiedPackage {
  manifest: Manifest;
  manifestBytes: Buffer;
  signatureBytes: Buffer;
  keyId: string;
}

/** The contract versions of a shell built with this SDK. */
export const SHELL_CONTRACTS: Record<string, number[]> = { bridge: [CONTRACT_VERSION] };

function checkPolicy(manifest: Manifest, shell: ShellState): void {
  const now = shell.now ?? new Date();
  if (manifest.expiresAt !== undefined && now.getTime() > Date.parse(manifest.expiresAt)) {
    throw new Refusal('EXPIRED', `expired at ${manifest.expiresAt}`);
  }
  if (shell.installedBuild !== undefined && manifest.build < shell.installedBuild) {
    throw new Refusal('DOWNGRADE', `build ${manifest.build} < installed ${shell.installedBuild}`);
  }
  const has = shell.contracts ?? SHELL_CONTRACTS;
  for (const [name, version] of Object.entries(manifest.contracts)) {
    if (!has[name]?.includes(version)) {
      throw new Refusal('CONTRACT_MISSING', `${name} ${version}`);
    }
  }
}

function checkFileList(zip: OpenZip, manifest: Manifest): void {
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const file of manifest.files) {
    const entry = zip.entries.get(file.path);
    if (!entry) throw new Refusal('FILE_MISSING', `"${file.path}"`);
  }
  for (const path of zip.entries.keys()) {
    if (path !== MANIFEST_FILE && path !== SIGNATURE_FILE && !listed.has(path)) {
      throw new Refusal('FILE_UNLISTED', `"${path}"`);
    }
  }
  for (const file of manifest.files) {
    const size = zip.entries.get(file.path)?.size;
    if (size !== file.size) {
      throw new Refusal('FILE_MISMATCH', `"${file.path}" is ${size} bytes, listed ${file.size}`);
    }
  }
}

async function checkFile(zip: OpenZip, file: ManifestFile, out?: Writable): Promise<void> {
  const entry = zip.entries.get(file.path);
  if (!entry) throw new Refusal('FILE_MISSING', `"${file.path}"`);
  const hash = createHash('sha256');
  let size = 0;
  // Counts and hashes the bytes on their way to `out` (install) or nowhere (verify).
  async function* measured(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > file.size) throw new Error('longer than listed');
      hash.update(chunk);
      yield chunk;
    }
  }
  // A write error of the install (a full disk) is its own failure, not the package's.
  let writeError: Error | undefined;
  out?.once('error', (error) => {
    writeError = error;
  });
  try {
    const source = await zip.stream(entry);
    if (out) await pipeline(source, measured, out);
    else for await (const _ of measured(source));
  } catch (error) {
    if (error instanceof Refusal || writeError) throw writeError ?? error;
    throw new Refusal('FILE_MISMATCH', `"${file.path}": ${(error as Error).message}`);
  }
  if (size !== file.size || hash.digest('hex') !== file.sha256) {
    throw new Refusal('FILE_MISMATCH', `"${file.path}"`);
  }
}

/**
 * Checks a package in the order of the shell contract: the zip's structure (central directory
 * only), the signature of the manifest's exact bytes, the manifest, the shell's policy (expiry,
 * downgrade, contracts), the file list, then every file's size and SHA-256. Throws a `Refusal`
 * at the first failure; `sink` receives each file's bytes only after the signature was checked.
 */
export async function verifyPackage(
  file: string,
  shell: ShellState,
  sink?: FileSink,
): Promise<VerifiedPackage> {
  const zip = await openZip(file);
  try {
    const manifestEntry = zip.entries.get(MANIFEST_FILE);
    if (!manifestEntry) throw new Refusal('MANIFEST_MISSING');
    const signatureEntry = zip.entries.get(SIGNATURE_FILE);
    if (!signatureEntry) throw new Refusal('SIGNATURE_MISSING');
    const signatureBytes = await readSmall(zip, signatureEntry, LIMITS.maxSignatureBytes);
    const manifestBytes = await readSmall(zip, manifestEntry, LIMITS.maxManifestBytes);
    const keyId = checkSignature(manifestBytes, signatureBytes, shell.trustedKeys);
    const manifest = parseManifest(manifestBytes);
    checkPolicy(manifest, shell);
    checkFileList(zip, manifest);
    for (const [index, listed] of manifest.files.entries()) {
      await checkFile(zip, listed, sink ? await sink(listed, index) : undefined);
    }
    return { manifest, manifestBytes, signatureBytes, keyId };
  } finally {
    zip.close();
  }
}
