import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { transformWithOxc } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Bundles one script of the build outside the app's module graph (the service worker, the shells'
 * warm-up and self-check entries) into `outfile`: esbuild bundles, Vite's own transformer lowers
 * the syntax to the floor (as it does for the app: esbuild cannot lower destructuring for these
 * targets), then esbuild minifies into one classic script.
 */
export async function bundleScript(
  entry: string,
  outfile: string,
  define: Record<string, string> = {},
  conditions: string[] = [],
): Promise<string> {
  // Loaded here, not at the top: vite.config.ts imports this file, and the dev sandbox's tests
  // load that config inside jsdom, where esbuild refuses to start (its TextEncoder invariant).
  const { build, transform } = await import('esbuild');
  const target = browserslistToEsbuild(undefined, { path: webRoot });
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'esnext',
    conditions,
    // Workbox's development logging is compiled out.
    define: { ...define, 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const lowered = await transformWithOxc(bundled.outputFiles[0]?.text ?? '', outfile, { target });
  const minified = await transform(lowered.code, {
    minify: true,
    format: 'iife',
    legalComments: 'none',
    target: 'esnext',
  });
  writeFileSync(outfile, minified.code);
  return minified.code;
}
