import type { Plugin } from 'vite';
import { brandConfig } from '../../src/config/brand.ts';

/**
 * Writes where the build is served, for the offline package's manifest (its `origin` and
 * `folder`), as `.vite/site.json`: the package tool reads the build, never this source. Not
 * served, not precached.
 */
export function siteLocation(): Plugin {
  return {
    name: 'hybrid-loan-site',
    apply: 'build',
    generateBundle() {
      const site = new URL(brandConfig.appH5);
      const folder = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/site.json',
        source: `${JSON.stringify({ origin: site.origin, folder })}\n`,
      });
    },
  };
}
