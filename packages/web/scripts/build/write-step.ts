import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only plugin that runs `write(outDir)` once Vite has written the bundle: the build steps
 * that add files of their own beside it (the bridge self-check, the service worker). Sequential,
 * so each step sees what the ones before it wrote; `order: 'post'` runs after the unordered ones.
 */
export function writeStep(
  name: string,
  write: (outDir: string) => Promise<unknown>,
  order?: 'post',
): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      ...(order ? { order } : {}),
      async handler() {
        await write(outDir);
      },
    },
  };
}
