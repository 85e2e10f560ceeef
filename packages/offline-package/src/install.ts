import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { MANIFEST_FILE, SIGNATURE_FILE } from './manifest.js';
import {
  CURRENT,
  LAST_GOOD,
  PACKAGES_DIR,
  type Pointer,
  readPointer,
  syncPath,
  writePointer,
} from './pointers.js';
import { type ShellState, type VerifiedPackage, verifyPackage } from './verify.js';

/** Where an install in progress writes (removed by the next install if the process died). */
const INCOMING_PREFIX = '.incoming-';

/**
 * A test hook (`OFFLINE_PACKAGE_PAUSE`): `files:<n>` stops after n files are written, `switch`
 * once the folder is in place but before the pointers move. The process says so on stderr and
 * waits there until it is killed, so a test can kill it at a known point; it ends by itself when
 * its standard input closes (the test that started it is gone), so it never outlives the test.
 */
async function pauseAt(point: string): Promise<void> {
  if (process.env.OFFLINE_PACKAGE_PAUSE !== point) return;
  process.stderr.write(`offline-package: paused at ${point}\n`);
  process.stdin.once('close', () => process.exit(1));
  process.stdin.resume();
  await new Promise(() => {});
}

export interface Installed extends VerifiedPackage {
  folder: string;
  /** False when this very package was already the current one. */
  switched: boolean;
}

/** The current package's folder (absolute) and pointer, or null when none is installed. */
export function currentPackage(into: string): { dir: string; pointer: Pointer } | null {
  const pointer = readPointer(into, CURRENT);
  return pointer ? { dir: join(into, PACKAGES_DIR, pointer.folder), pointer } : null;
}

/** Removes what no pointer names: older packages, folders of a killed install, stray pointers. */
function cleanUp(into: string, keep: Set<string>, except?: string): void {
  for (const name of readdirSync(join(into, PACKAGES_DIR))) {
    if (!keep.has(name)) rmSync(join(into, PACKAGES_DIR, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(into)) {
    const stray = name.startsWith(INCOMING_PREFIX) || /^\..+\.tmp$/.test(name);
    if (stray && join(into, name) !== except)
      rmSync(join(into, name), { recursive: true, force: true });
  }
}

/**
 * Installs a package into `into`: every file is written into a new hidden folder while it is
 * checked; only when every check passed is that folder renamed into `packages/` and `current`
 * switched to it (the previous current becomes `last-good`). A refusal, an error or a killed
 * process leaves `current` and its folder as they were.
 */
export async function installPackage(
  file: string,
  into: string,
  shell: ShellState,
): Promise<Installed> {
  mkdirSync(join(into, PACKAGES_DIR), { recursive: true });
  const previous = readPointer(into, CURRENT);
  const lastGood = readPointer(into, LAST_GOOD);
  cleanUp(
    into,
    new Set([previous?.folder, lastGood?.folder].filter((f): f is string => Boolean(f))),
  );
  const incoming = mkdtempSync(join(into, INCOMING_PREFIX));
  let written = 0;
  try {
    const verified = await verifyPackage(
      file,
      { installedBuild: previous?.build, ...shell },
      async (listed) => {
        if (written > 0) await pauseAt(`files:${written}`);
        written += 1;
        const path = join(incoming, listed.path);
        mkdirSync(dirname(path), { recursive: true });
        return createWriteStream(path, { flags: 'wx', flush: true });
      },
    );
    writeFileSync(join(incoming, MANIFEST_FILE), verified.manifestBytes, { flush: true });
    writeFileSync(join(incoming, SIGNATURE_FILE), verified.signatureBytes, { flush: true });
    const { manifest } = verified;
    const digest = createHash('sha256').update(verified.manifestBytes).digest('hex');
    const folder = `${manifest.version}-b${manifest.build}-${digest.slice(0, 12)}`;
    if (previous?.folder === folder) {
      rmSync(incoming, { recursive: true, force: true });
      return { ...verified, folder, switched: false };
    }
    const target = join(into, PACKAGES_DIR, folder);
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    renameSync(incoming, target);
    syncPath(join(into, PACKAGES_DIR));
    await pauseAt('switch');
    if (previous) writePointer(into, LAST_GOOD, previous);
    writePointer(into, CURRENT, {
      format: 1,
      folder,
      version: manifest.version,
      build: manifest.build,
    });
    cleanUp(into, new Set([folder, previous?.folder ?? folder]));
    return { ...verified, folder, switched: true };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}
