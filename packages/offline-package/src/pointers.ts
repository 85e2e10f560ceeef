import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The pointer files of an install folder: what the shell serves, and what it falls back to. */
export const CURRENT = 'current';
export const LAST_GOOD = 'last-good';
/** Where the installed packages' folders are. */
export const PACKAGES_DIR = 'packages';

/** A pointer file's content: which folder, and what is in it. */
export interface Pointer {
  format: 1;
  /** The package folder's name under `packages/`. */
  folder: string;
  version: string;
  build: number;
}

export function readPointer(into: string, name: string): Pointer | null {
  let text: string;
  try {
    text = readFileSync(join(into, name), 'utf8');
  } catch {
    return null;
  }
  // Written atomically, so a pointer that does not parse was changed by hand: say so, and refuse
  // to guess (taking it for "nothing installed" would let a downgrade through).
  let pointer: Pointer;
  try {
    pointer = JSON.parse(text) as Pointer;
  } catch {
    throw new Error(`${join(into, name)} is not a pointer file; remove the install folder.`);
  }
  const valid =
    pointer.format === 1 &&
    typeof pointer.folder === 'string' &&
    /^[\w.+-]+$/.test(pointer.folder) &&
    Number.isSafeInteger(pointer.build);
  if (!valid)
    throw new Error(`${join(into, name)} is not a pointer file; remove the install folder.`);
  return pointer;
}

/** Makes a file's content or a rename durable (fsync of the file or of its folder). */
export function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces a pointer atomically: a reader sees the old pointer or the new one, never a part of
 * either (written beside it, flushed, renamed over it, the folder flushed).
 */
export function writePointer(into: string, name: string, pointer: Pointer): void {
  const temp = join(into, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, `${JSON.stringify(pointer)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(into, name));
  syncPath(into);
}
