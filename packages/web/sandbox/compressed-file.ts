import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const cache = new Map<string, { mtimeMs: number; size: number; bodies: Map<Encoding, Buffer> }>();

function compress(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipSync(raw, { level: 9 });
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The build's compressed copy (scripts/build/precompress.ts), when it is not older than the file. */
function precompressed(file: string, encoding: Encoding, mtimeMs: number): Buffer | null {
  const copy = file + SUFFIX[encoding];
  if (!existsSync(copy) || statSync(copy).mtimeMs < mtimeMs) return null;
  return readFileSync(copy);
}

/**
 * A static file compressed once and kept, as a static host serves precompressed assets (nginx's
 * `brotli_static`, a CDN's cache): the build's `.br` / `.gz` beside it when there is one, else
 * compressed here on the first request. Compressing at full quality on every request would cost the
 * shared CPU about as much as the page's own work and make the benchmark measure this server.
 * A rebuilt file (new mtime or size) is read or compressed again.
 */
export function compressedFile(file: string, encoding: Encoding): Buffer {
  const { mtimeMs, size } = statSync(file);
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
    entry = { mtimeMs, size, bodies: new Map() };
    cache.set(file, entry);
  }
  let body = entry.bodies.get(encoding);
  if (!body) {
    body = precompressed(file, encoding, mtimeMs) ?? compress(readFileSync(file), encoding);
    entry.bodies.set(encoding, body);
  }
  return body;
}
