import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { LIMITS } from './limits.js';
import { caseKey, unsafePathReason } from './paths.js';
import { Refusal } from './reasons.js';

/** An entry of the central directory that passed the structure checks. */
export interface ZipEntry {
  path: string;
  size: number;
  compressedSize: number;
  raw: yauzl.Entry;
}

export interface OpenZip {
  entries: Map<string, ZipEntry>;
  /** The entry's bytes as a stream (sizes checked by yauzl against the central directory). */
  stream(entry: ZipEntry): Promise<Readable>;
  close(): void;
}

const UTF8_FLAG = 0x800;
const UNICODE_PATH_EXTRA = 0x7075;
const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFLNK = 0o120000;
const DOS_DIRECTORY = 0x10;

/** The entry's name exactly as stored: UTF-8 when flagged, otherwise ASCII only. */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileNameRaw;
  if (entry.extraFields.some((f) => f.id === UNICODE_PATH_EXTRA)) {
    throw new Refusal('UNSAFE_PATH', 'an entry carries a second (Unicode path) name');
  }
  const utf8 = (entry.generalPurposeBitFlag & UTF8_FLAG) !== 0;
  if (!utf8 && raw.some((b) => b > 0x7f)) {
    throw new Refusal('UNSAFE_PATH', 'a non-ASCII name without the UTF-8 flag');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new Refusal('UNSAFE_PATH', 'a name that is not valid UTF-8');
  }
}

/** Refuses anything but a plain file: folders, symbolic links, devices, pipes. */
function checkPlainFile(entry: yauzl.Entry, path: string): void {
  if (path.endsWith('/')) throw new Refusal('NOT_A_FILE', `folder "${path}"`);
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (entry.versionMadeBy >> 8 === UNIX && type !== 0 && type !== S_IFREG) {
    throw new Refusal(
      'NOT_A_FILE',
      type === S_IFLNK ? `symbolic link "${path}"` : `special file "${path}"`,
    );
  }
  if ((entry.externalFileAttributes & DOS_DIRECTORY) !== 0) {
    throw new Refusal('NOT_A_FILE', `folder "${path}"`);
  }
  if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
    throw new Refusal('NOT_A_ZIP', `"${path}" is encrypted or uses an unknown compression`);
  }
}

async function readCentralDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (error) {
    throw new Refusal('NOT_A_ZIP', (error as Error).message);
  }
  return entries;
}

/**
 * Opens a package and runs the structure checks on its central directory, before any byte of a
 * file is read: entry count, names (path rule, case clashes), plain files only, declared sizes
 * and compression ratios (zip bombs).
 */
export async function openZip(file: string): Promise<OpenZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw new Refusal('NOT_A_ZIP', (error as Error).message);
  }
  try {
    if (zip.entryCount > LIMITS.maxEntries) {
      throw new Refusal('TOO_LARGE', `${zip.entryCount} entries, at most ${LIMITS.maxEntries}`);
    }
    const entries = new Map<string, ZipEntry>();
    const keys = new Map<string, string>();
    let total = 0;
    for (const raw of await readCentralDirectory(zip)) {
      const path = entryName(raw);
      const unsafe = unsafePathReason(path.endsWith('/') ? path.slice(0, -1) : path);
      if (unsafe) throw new Refusal('UNSAFE_PATH', unsafe);
      checkPlainFile(raw, path);
      const clash = keys.get(caseKey(path));
      if (clash !== undefined) throw new Refusal('CASE_CLASH', `"${clash}" and "${path}"`);
      keys.set(caseKey(path), path);
      entries.set(path, {
        path,
        size: raw.uncompressedSize,
        compressedSize: raw.compressedSize,
        raw,
      });
      total += raw.uncompressedSize;
    }
    if (total > LIMITS.maxTotalBytes) {
      throw new Refusal('TOO_LARGE', `${total} bytes unpacked, at most ${LIMITS.maxTotalBytes}`);
    }
    for (const entry of entries.values()) {
      if (entry.size < LIMITS.ratioFloorBytes) continue;
      const ratio = entry.size / Math.max(entry.compressedSize, 1);
      if (ratio > LIMITS.maxRatio) {
        throw new Refusal(
          'TOO_COMPRESSED',
          `"${entry.path}" unpacks ${Math.round(ratio)} times its size, at most ${LIMITS.maxRatio}`,
        );
      }
    }
    return {
      entries,
      stream: (entry) => zip.openReadStreamPromise(entry.raw),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Reads a small entry (manifest, signature) into memory, within `max` bytes. */
export async function readSmall(zip: OpenZip, entry: ZipEntry, max: number): Promise<Buffer> {
  if (entry.size > max) throw new Refusal('TOO_LARGE', `"${entry.path}" is over ${max} bytes`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.stream(entry)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw new Refusal('NOT_A_ZIP', `"${entry.path}": ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}
