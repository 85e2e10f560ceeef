import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import type { InlineConfig, Manifest, Plugin } from 'vite';
import { metaCsp } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import type * as Renderer from '../../src/site/render.tsx';
import { compressFiles } from './precompress.ts';
import { publicDocument, robotsTxt, sitemapXml } from './public-site-document.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The public pages' own script and stylesheet, apart from the app's (their names say so). */
const SITE_ASSETS = 'assets/site';
const SITE_MANIFEST = '.vite/public-site-manifest.json';

/** What both of the public site's builds share with the app's (vite.config.ts). */
const shared = (): InlineConfig => ({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  define: { __DEV_PAGES__: 'false' },
  resolve: { conditions: ['source'] },
});

/** The browser's part: the hydration entry (src/site/hydrate.tsx) and its stylesheet. */
async function buildClient(outDir: string): Promise<{ script: string; css: string }> {
  const { build } = await import('vite');
  await build({
    ...shared(),
    base: '/',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: browserslistToEsbuild(undefined, { path: webRoot }),
      sourcemap: false,
      cssCodeSplit: false,
      manifest: SITE_MANIFEST,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: {
        input: { site: join(webRoot, 'src/site/hydrate.tsx') },
        output: {
          entryFileNames: `${SITE_ASSETS}/[name]-[hash].js`,
          chunkFileNames: `${SITE_ASSETS}/[name]-[hash].js`,
          assetFileNames: `${SITE_ASSETS}/[name]-[hash][extname]`,
        },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, SITE_MANIFEST), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('public site: no hydration entry in its manifest');
  const cssFiles = Object.values(manifest).flatMap((c) => [
    ...(c.css ?? []),
    ...(c.file.endsWith('.css') ? [c.file] : []),
  ]);
  const css = [...new Set(cssFiles)].map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
  return { script: `/${entry.file}`, css };
}

/** The build's part: the renderer (src/site/render.tsx) bundled for Node, then imported. */
async function loadRenderer(): Promise<{ renderer: typeof Renderer; done: () => void }> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'public-site-ssr-'));
  await build({
    ...shared(),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(webRoot, 'src/site/render.tsx'),
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: 'render.mjs', format: 'esm' } },
    },
  });
  const renderer = (await import(pathToFileURL(join(dir, 'render.mjs')).href)) as typeof Renderer;
  return { renderer, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Writes the public site into the build: every page of the contract's `PUBLIC_PAGES` in every
 * language as `<language>/<slug>/index.html` (React's server renderer), its hydration script in
 * `assets/site/`, and `sitemap.xml` and `robots.txt` at the root. Returns the files written.
 */
export async function writePublicSite(outDir: string): Promise<string[]> {
  const { script, css } = await buildClient(outDir);
  const { renderer, done } = await loadRenderer();
  const written: string[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
    written.push(file);
  };
  try {
    const origin = brandConfig.appH5.replace(/\/$/, '');
    const pages = Object.keys(renderer.PUBLIC_PAGES) as (keyof typeof renderer.PUBLIC_PAGES)[];
    const urls: string[][] = [];
    for (const page of pages) {
      const alternates: string[] = [];
      for (const language of renderer.PUBLIC_LANGUAGES) {
        const rendered = await renderer.renderPublicPage(page, language, origin);
        const path = renderer.publicPath(language, page);
        write(
          `${path.slice(1)}index.html`,
          publicDocument({
            language,
            page,
            rendered,
            css,
            script,
            csp: metaCsp(brandConfig),
            brand: brandConfig,
            loader: renderer.SITE_LOADER,
            escape: renderer.escapeHtml,
          }),
        );
        alternates.push(renderer.publicUrl(origin, language, page));
      }
      urls.push(alternates);
    }
    write('sitemap.xml', sitemapXml(urls, [...renderer.PUBLIC_LANGUAGES], renderer.escapeHtml));
    write('robots.txt', robotsTxt(origin));
  } finally {
    done();
  }
  const assets = readdirSync(join(outDir, SITE_ASSETS))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `${SITE_ASSETS}/${f}`);
  await compressFiles(outDir, [...written, ...assets]);
  return written;
}

/**
 * The public site, written once the app's build is complete (its service worker included: the
 * worker neither precaches nor answers these pages, which load from the network like any site).
 */
export function publicSite(): Plugin {
  let outDir = '';
  return {
    name: 'hybrid-loan-public-site',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await writePublicSite(outDir);
      },
    },
  };
}
