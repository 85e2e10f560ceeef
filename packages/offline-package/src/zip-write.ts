import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** One entry to write: its path in the zip and its bytes (`mode` only for hostile test zips). */
export interface ZipInput {
  path: string;
  bytes: Buffer;
  mode?: number;
  directory?: boolean;
}

/**
 * The same input gives the same zip bytes on any machine: entries in the order given, every one
 * with one fixed time (1980-01-01 00:00, the earliest a zip can hold, so no time zone shifts it;
 * no extended timestamp field) and mode 0644.
 */
const FIXED_TIME = new Date(0);
const FILE_MODE = 0o100644;

export async function writeZip(file: string, entries: ZipInput[]): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const options = { mtime: FIXED_TIME, forceDosTimestamp: true };
    if (entry.directory) zip.addEmptyDirectory(entry.path, options);
    else zip.addBuffer(entry.bytes, entry.path, { ...options, mode: entry.mode ?? FILE_MODE });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}
