import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig } from 'vite';
import { headersFile, metaCsp, securityHeaders } from './hosting/security-headers.ts';
import { bridgeCheck } from './scripts/bridge-check-build.ts';
import { bundlePackages } from './scripts/bundle-packages.ts';
import { codeSplitting } from './scripts/code-splitting.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { deferredCss } from './scripts/deferred-css.ts';
import { i18nextProduction } from './scripts/i18next-production.ts';
import { precompress } from './scripts/precompress.ts';
import { publicSite } from './scripts/public-site-build.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { serviceWorker } from './scripts/service-worker-build.ts';
import { sourceMapsOutside } from './scripts/source-maps.ts';
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

const csp = metaCsp(brandConfig);

/** The build's version for the field reports: the package's version and the commit it was built from. */
function appBuild(): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout (a source archive): the version alone.
  }
  const { version } = JSON.parse(readFileSync(`${import.meta.dirname}/package.json`, 'utf8'));
  return `${version}+${commit}`;
}

/** The JS files every first load has before a dynamic import runs (names from codeSplitting). */
const HTML_PRELOADED = /^assets\/(shell|kit|rolldown-runtime)-[\w-]+\.js$/;

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
    {
      name: 'hybrid-loan-site',
      apply: 'build',
      // Where the build is served, for the offline package's manifest (its `origin` and `folder`):
      // the package tool reads the build, never this source. Not served, not precached.
      generateBundle() {
        const site = new URL(brandConfig.appH5);
        const folder = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
        this.emitFile({
          type: 'asset',
          fileName: '.vite/site.json',
          source: `${JSON.stringify({ origin: site.origin, folder })}\n`,
        });
      },
    },
    publicSite(),
    {
      name: 'hybrid-loan-security-headers',
      // The meta tags hold for any host; the headers (with framing forbidden) need the host's help:
      // the build writes them as `_headers`, see hosting/ and the README.
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: headersFile(securityHeaders(brandConfig)),
        });
      },
      transformIndexHtml(source) {
        const html = source
          .replaceAll('%BRAND%', brandConfig.background)
          .replaceAll('%ON_BRAND%', brandConfig.fontColor);
        if (command !== 'build') return html;
        return (
          html
            // The entry runs as soon as it has arrived (its early read must not wait for the rest of
            // the document to be parsed); main.tsx waits for the document only to render. Build only:
            // the dev server's React refresh preamble is a deferred script that must run first.
            .replace(/<script type="module"(?![^>]*\basync\b)/, '<script type="module" async')
            .replace(
              '<!--security-->',
              `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    <meta name="referrer" content="no-referrer" />`,
            )
        );
      },
    },
    {
      name: 'hybrid-loan-preload-shell',
      // The entry loads the app shell (React) with a dynamic import after it has sent the page's
      // first read; preloading the shell from the HTML keeps that from adding a step to the chain.
      transformIndexHtml: {
        order: 'post',
        handler(_html, ctx) {
          const bundle = ctx.bundle;
          if (!bundle) return [];
          const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
          // The shell, and the kit with the query cache, which every page loads before its first
          // render: from the HTML they start at once, and the entry's first task does not add
          // their links (each inserted link cost up to a few ms of its main thread).
          const chunkOf = (path: string) => {
            const is = (id: string | null) => id?.endsWith(path) ?? false;
            const chunk =
              chunks.find((c) => is(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(is));
            if (!chunk) throw new Error(`preload-shell: no chunk for ${path}`);
            return chunk;
          };
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            const chunk = chunks.find((c) => c.fileName === file);
            for (const dep of chunk?.imports ?? []) visit(dep);
          };
          // The entry's own static imports first (the bundler's runtime): without a link the
          // browser finds them only once the entry has arrived, a round trip before the early read.
          for (const dep of ctx.chunk?.imports ?? []) visit(dep);
          visit(chunkOf('/src/app/index.ts').fileName);
          visit(chunkOf('/src/lib/http/query-provider.tsx').fileName);
          const entry = ctx.chunk?.fileName;
          return [...files]
            .filter((f) => f !== entry)
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` },
              injectTo: 'head' as const,
            }));
        },
      },
    },
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
    // One stylesheet, preloaded from the HTML and applied by the entry (scripts/deferred-css.ts): one
    // request beside the scripts, parsed outside the HTML's parse.
    cssCodeSplit: false,
    modulePreload: {
      polyfill: false,
      // The shell and the kit are preloaded from the HTML (hybrid-loan-preload-shell) and the entry
      // imports the runtime itself: Vite's helper would skip the first two (the document links
      // them) and the runtime is loaded before any dynamic import runs, so listing them at every
      // dynamic import only added their names to the entry (0.1 KB of the initial JS).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !HTML_PRELOADED.test(dep)),
    },
    reportCompressedSize: false,
    // The size script and the benchmark map routes to chunks through the manifest.
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
}));
