import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig } from 'vite';
import { appBuild } from './scripts/build/app-build.ts';
import { bridgeCheck } from './scripts/build/bridge-check-build.ts';
import { bundlePackages } from './scripts/build/bundle-packages.ts';
import { codeSplitting } from './scripts/build/code-splitting.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { deferredCss } from './scripts/build/deferred-css.ts';
import { i18nextProduction } from './scripts/build/i18next-production.ts';
import { indexHtml } from './scripts/build/index-html.ts';
import { precompress } from './scripts/build/precompress.ts';
import { notPreloadedByHtml, preloadShell } from './scripts/build/preload-shell.ts';
import { publicSite } from './scripts/build/public-site-build.ts';
import { reactRouterProduction } from './scripts/build/react-router-production.ts';
import { serviceWorker } from './scripts/build/service-worker-build.ts';
import { siteLocation } from './scripts/build/site-location.ts';
import { sourceMapsOutside } from './scripts/build/source-maps.ts';
import { brandConfig } from './src/config/brand.ts';
import {
  assertValidBrandConfig,
  assertValidCompanyData,
  assertValidFieldReportsConfig,
} from './src/config/check-config.ts';
import { companies } from './src/config/company.ts';
import { fieldReportsConfig } from './src/config/field-reports.ts';

// An invalid brand config fails the build (and `npm start`) with a message naming the field.
assertValidBrandConfig(brandConfig);
assertValidCompanyData(companies);
assertValidFieldReportsConfig(fieldReportsConfig);

// Each plugin is a file of scripts/build/ that says what it does and why.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    reactRouterProduction(),
    i18nextProduction(),
    compileHints(),
    bundlePackages(),
    deferredCss(),
    sourceMapsOutside(),
    precompress(),
    serviceWorker(),
    bridgeCheck(),
    siteLocation(),
    publicSite(),
    indexHtml(command),
    preloadShell(),
  ],
  define: {
    __APP_BUILD__: JSON.stringify(command === 'build' ? appBuild() : 'dev'),
    __DEV_PAGES__: JSON.stringify(
      command !== 'build' || process.env.HYBRID_LOAN_SANDBOX_BUILD === '1',
    ),
  },
  resolve: { conditions: ['source'] },
  build: {
    // The support floor (.browserslistrc) decides which syntax the build lowers.
    target: browserslistToEsbuild(undefined, { path: import.meta.dirname }),
    // Written outside dist by sourceMapsOutside: never deployed, there to map field reports back.
    sourcemap: 'hidden',
    // One stylesheet, preloaded from the HTML and applied by the entry (scripts/build/deferred-css.ts):
    // one request beside the scripts, parsed outside the HTML's parse.
    cssCodeSplit: false,
    modulePreload: {
      polyfill: false,
      // The shell, the kit and the runtime come from the HTML (scripts/build/preload-shell.ts).
      resolveDependencies: notPreloadedByHtml,
    },
    reportCompressedSize: false,
    // The size script and the benchmark map routes to chunks through the manifest.
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
}));
