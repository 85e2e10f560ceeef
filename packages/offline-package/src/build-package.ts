import { createHash, type KeyObject } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';
import { signatureFileBytes, signManifest } from './keys.js';
import {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  manifestBytes,
  SIGNATURE_FILE,
} from './manifest.js';
import { unsafePathReason } from './paths.js';
import { writeZip, type ZipInput } from './zip-write.js';

/**
 * Files of the web build a shell never serves: the build's own metadata (`.vite/`), the host's
 * precompressed twins (`.br`, `.gz`: a shell reads files from the phone, compression buys nothing)
 * and the web host's header file (`_headers`: the pages carry their policy in a meta tag).
 */
export function isShipped(path: string): boolean {
  return !path.startsWith('.') && !/\.(br|gz)$/.test(path) && path !== '_headers';
}

/**
 * The build's files to ship, sorted by path (plain files only). A file the build made for the
 * package (under PACKAGE_OWN_DIR, the pages' `index.html` that sends the first read itself) is
 * shipped in place of the file at the same path.
 */
export function collectFiles(dist: string): ZipInput[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) return walk(path);
      if (!stat.isFile()) throw new Error(`The build holds ${path}, which is not a plain file.`);
      return [relative(dist, path).split(sep).join('/')];
    });
  return walk(dist)
    .filter(isShipped)
    .sort()
    .map((path) => {
      const unsafe = unsafePathReason(path);
      if (unsafe || path === MANIFEST_FILE || path === SIGNATURE_FILE) {
        throw new Error(`The build holds a file a package cannot carry: ${unsafe ?? path}.`);
      }
      const own = join(dist, PACKAGE_OWN_DIR, path);
      return { path, bytes: readFileSync(isFile(own) ? own : join(dist, path)) };
    });
}

function isFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

/** What the manifest says besides the files. */
export type PackageFacts = Omit<Manifest, 'format' | 'files'>;

export interface WrittenPackage {
  file: string;
  manifest: Manifest;
  /** The zip's size. */
  zippedBytes: number;
  /** The sum of the files' sizes, manifest and signature included. */
  unzippedBytes: number;
}

export function packageFileName(manifest: Pick<Manifest, 'app' | 'version' | 'build'>): string {
  return `${manifest.app}-${manifest.version}-b${manifest.build}.zip`;
}

/**
 * Builds the manifest of `files`, signs its exact bytes and writes the zip into `outDir`. With
 * `zipped`, the zip holds those files instead of `files` under the same signed manifest: a package
 * changed after signing, which a verifier must refuse (the emulator's tampered-package scenario).
 */
export async function writePackage(
  files: ZipInput[],
  facts: PackageFacts,
  privateKey: KeyObject,
  outDir: string,
  options: { zipped?: ZipInput[] } = {},
): Promise<WrittenPackage> {
  // Keys in one fixed order, so the same build gives the same manifest bytes.
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    app: facts.app,
    version: facts.version,
    build: facts.build,
    origin: facts.origin,
    folder: facts.folder,
    entry: facts.entry,
    contracts: Object.fromEntries(
      Object.entries(facts.contracts).sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
    createdAt: facts.createdAt,
    ...(facts.expiresAt === undefined ? {} : { expiresAt: facts.expiresAt }),
    files: files.map(({ path, bytes }) => ({
      path,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })),
  };
  const manifestFile = manifestBytes(manifest);
  const signature = signatureFileBytes(signManifest(manifestFile, privateKey));
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, packageFileName(manifest));
  await writeZip(file, [
    { path: MANIFEST_FILE, bytes: manifestFile },
    { path: SIGNATURE_FILE, bytes: signature },
    ...(options.zipped ?? files),
  ]);
  const unzippedBytes =
    manifestFile.length + signature.length + files.reduce((sum, f) => sum + f.bytes.length, 0);
  return { file, manifest, zippedBytes: lstatSync(file).size, unzippedBytes };
}
