import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build's source maps go: beside `dist`, never inside it, so they are never deployed. */
export const MAPS_DIR = resolve(import.meta.dirname, '..', '..', 'build-maps');

/**
 * The build makes source maps (`build.sourcemap: 'hidden'`: no `sourceMappingURL` in the
 * scripts) and this plugin takes them out of the bundle before it is written, into `build-maps/`
 * at the same relative paths (so their `sources` still point at `src/`): the field reports'
 * `file:line:column` map back to source there (`scripts/map-field-report.ts`), and neither the
 * host, the service worker's precache nor the compressed copies ever see them.
 */
export function sourceMapsOutside(dir = MAPS_DIR): Plugin {
  return {
    name: 'hybrid-loan-source-maps-outside',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        rmSync(dir, { recursive: true, force: true });
        for (const [name, file] of Object.entries(bundle)) {
          if (!name.endsWith('.map') || file.type !== 'asset') continue;
          const target = join(dir, name);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, file.source);
          delete bundle[name];
        }
      },
    },
  };
}
