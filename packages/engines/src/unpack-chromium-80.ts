import { createHash } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  type Stats,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * The Chromium 80 that chrome-aws-lambda 2.1.1 ships (bin/chromium.br), unpacked: its version and
 * the SHA-256 of the unpacked binary. A binary is launched only when it has this hash, whether it
 * was just unpacked or found in the cache; another package version must update both.
 */
export const CHROMIUM_80_PACKAGE = {
  version: '2.1.1',
  sha256: '21d358980a9f1c2f829965057f4d93873d709ab86ac0982e520cfbe8b7cbb519',
} as const;

/**
 * The per-user cache folder: `CHROMIUM_80_DIR`, or `$XDG_CACHE_HOME` (else `~/.cache`) +
 * `hybrid-loan/chromium-80-<version>`. Never a shared temporary folder, where another user could
 * have put a binary of their own at the predictable path first.
 */
export function chromium80CacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_80_DIR) return env.CHROMIUM_80_DIR;
  const cache = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'hybrid-loan', `chromium-80-${CHROMIUM_80_PACKAGE.version}`);
}

/**
 * Why a path may not hold the binary we launch, or null: it must be a real folder or file (no
 * symlink), owned by the user running us, and writable by no one else.
 */
export function ownershipProblem(
  path: string,
  stat: Pick<Stats, 'uid' | 'mode' | 'isSymbolicLink'>,
  uid: number | undefined,
): string | null {
  if (stat.isSymbolicLink()) return `${path} is a symbolic link`;
  if (uid !== undefined && stat.uid !== uid)
    return `${path} belongs to user ${stat.uid}, not to the user running the tests (${uid})`;
  if ((stat.mode & 0o022) !== 0)
    return `${path} is writable by other users (mode ${(stat.mode & 0o777).toString(8)})`;
  return null;
}

function checkOwned(path: string): void {
  const problem = ownershipProblem(path, lstatSync(path), process.getuid?.());
  if (problem)
    throw new Error(
      `chromium-80: refusing to use ${path}: ${problem}. Remove it, or set CHROMIUM_80_DIR to a folder of your own.`,
    );
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function fileHash(file: string): string | null {
  try {
    checkOwned(file);
    return sha256(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Unpacks the Chromium 80 binary into the per-user cache folder, or reuses the one there when its
 * SHA-256 is the expected one; the folder and the binary must be the user's own (see
 * {@link ownershipProblem}). chrome-aws-lambda's own `executablePath` is not used: it reuses any
 * binary at /tmp/chromium, whoever put it there. `options` serve the tests.
 */
export async function unpackChromium80(
  options: { dir?: string; packed?: string; sha256?: string } = {},
): Promise<string> {
  const dir = options.dir ?? chromium80CacheDir();
  const expected = options.sha256 ?? CHROMIUM_80_PACKAGE.sha256;
  // Created private (the mode applies to every folder made here); an existing one is checked.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkOwned(dir);
  const binary = join(dir, 'chromium');
  if (fileHash(binary) === expected) return binary;
  const packed = options.packed ?? packedBinary();
  const bytes = brotliDecompressSync(readFileSync(packed));
  const got = sha256(bytes);
  if (got !== expected)
    throw new Error(
      `chromium-80: ${packed} unpacks to a binary with SHA-256 ${got}, not the expected ${expected}`,
    );
  const partial = `${binary}.${process.pid}.part`;
  writeFileSync(partial, bytes, { mode: 0o700 });
  chmodSync(partial, 0o700);
  // Atomic: parallel test workers may unpack at once; a tampered binary is replaced whole.
  renameSync(partial, binary);
  return binary;
}

/** The packed binary inside chrome-aws-lambda, checked to be the version the hash is for. */
function packedBinary(): string {
  const pkgPath = require.resolve('chrome-aws-lambda/package.json');
  const { version } = JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string };
  if (version !== CHROMIUM_80_PACKAGE.version)
    throw new Error(
      `chromium-80: chrome-aws-lambda is ${version}; CHROMIUM_80_PACKAGE names ${CHROMIUM_80_PACKAGE.version} (update its version and SHA-256 together)`,
    );
  return join(dirname(pkgPath), 'bin', 'chromium.br');
}
