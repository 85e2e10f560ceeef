import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a static host serves compressed (text: scripts, styles, the HTML, texts, SVG). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip 9) beside every text file of the
 * build, once at build time: nginx's `brotli_static` / `gzip_static` (hosting/nginx-precompressed.conf)
 * and the sandbox serve them as they are, instead of compressing on a request (at quality 11 that
 * is too slow to do per request; on the fly, hosts fall back to a low quality).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hybrid-loan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = join(outDir, fileName);
        const raw = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}
