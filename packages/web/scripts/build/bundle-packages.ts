import type { Plugin } from 'vite';
import { DEV_ONLY_FILE, isDevOnly } from '../checks/dev-only-check.mjs';

/** Where the build writes which npm packages each chunk holds (read by checks/runtime-check.mjs). */
export const BUNDLE_PACKAGES_FILE = '.vite/packages.json';

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/**
 * Writes, per JavaScript chunk, the npm packages whose code it holds (`{ "assets/shell-….js":
 * ["react", "react-dom", …] }`), so `npm test` can tell which runtime the production build ships
 * without source maps or guessing from minified text; and, per chunk that has any, the dev-only
 * modules it holds (the sandbox, msw: none, as `npm test` checks).
 */
export function bundlePackages(): Plugin {
  return {
    name: 'hybrid-loan-bundle-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      const devOnly: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = new Set<string>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          const name = PACKAGE.exec(id)?.[1];
          if (name && module.renderedLength > 0) names.add(name.replace('\\', '/'));
        }
        packages[chunk.fileName] = [...names].sort();
        const dev = Object.keys(chunk.modules).filter(isDevOnly);
        if (dev.length) devOnly[chunk.fileName] = dev;
      }
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_PACKAGES_FILE,
        source: `${JSON.stringify(packages, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: DEV_ONLY_FILE,
        source: `${JSON.stringify(devOnly, null, 2)}\n`,
      });
    },
  };
}
