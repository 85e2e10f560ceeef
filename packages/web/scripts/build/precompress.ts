import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  let files: string[] = [];
  return {
    name: 'hybrid-loan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
    },
    // Once the bundle is written (the bundler's own timings are done). zlib's async forms run on
    // libuv's thread pool: the files compress in parallel, off the main thread.
    async closeBundle() {
      await compressFiles(outDir, files);
    },
  };
}

/** Writes the `.br` and `.gz` copies of these files of `outDir` (paths inside it). */
export async function compressFiles(outDir: string, files: readonly string[]): Promise<void> {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (fileName) => {
      const file = join(outDir, fileName);
      const raw = await readFile(file);
      const [brotli, gzipped] = await Promise.all([
        br(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}
