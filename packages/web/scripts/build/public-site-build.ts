import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_LANGUAGES } from '@hybrid-loan/bridge-sdk/contract';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import type { InlineConfig, Manifest, Plugin } from 'vite';
import { metaCsp } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { escapeHtml } from '../../src/site/escape-html.ts';
import type { PrerenderedLanding } from '../../src/site/landing-render.tsx';
import type { PrerenderedPage } from '../../src/site/render.tsx';
import { SITE_LOADER } from '../../src/site/site-loader.ts';
import { compressFiles } from './precompress.ts';
import { publicDocument, robotsTxt, sitemapXml } from './public-site-document.ts';
import { renderInChild } from './render-in-child.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The public pages' own script and stylesheet, apart from the app's (their names say so). */
const SITE_ASSETS = 'assets/site';
const SITE_MANIFEST = '.vite/public-site-manifest.json';
const LANDING_MANIFEST = '.vite/landing-manifest.json';

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

/** The browser's part: a hydration entry (src/site/hydrate.tsx) and its stylesheet. */
async function buildClient(
  outDir: string,
  name: string,
  entryFile: string,
  manifestFile: string,
): Promise<{ script: string; css: string }> {
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
      manifest: manifestFile,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: {
        input: { [name]: join(webRoot, entryFile) },
        output: {
          entryFileNames: `${SITE_ASSETS}/[name]-[hash].js`,
          chunkFileNames: `${SITE_ASSETS}/[name]-[hash].js`,
          assetFileNames: `${SITE_ASSETS}/[name]-[hash][extname]`,
        },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('public site: no hydration entry in its manifest');
  const cssFiles = Object.values(manifest).flatMap((c) => [
    ...(c.css ?? []),
    ...(c.file.endsWith('.css') ? [c.file] : []),
  ]);
  const css = [...new Set(cssFiles)].map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
  return { script: `/${entry.file}`, css };
}

/**
 * The build's part: a renderer (src/site/render.tsx) bundled for Node into a temporary folder.
 * Only a child process imports it (renderInChild), never the build's own.
 */
async function bundleRenderer(entryFile: string): Promise<{ file: string; done: () => void }> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'public-site-ssr-'));
  const done = () => rmSync(dir, { recursive: true, force: true });
  try {
    await build({
      ...shared(),
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: join(webRoot, entryFile),
        outDir: dir,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: { output: { entryFileNames: 'render.mjs', format: 'esm' } },
      },
    });
  } catch (error) {
    done();
    throw error;
  }
  return { file: join(dir, 'render.mjs'), done };
}

/** Bundles a renderer, calls one of its exports in a child process, and returns what it rendered. */
async function renderWith<T>(entryFile: string, exportName: string, origin: string): Promise<T> {
  const { file, done } = await bundleRenderer(entryFile);
  try {
    return await renderInChild<T>(file, exportName, [origin]);
  } finally {
    done();
  }
}

/**
 * Writes the public site into the build: every page of the contract's `PUBLIC_PAGES` in every
 * language as `<language>/<slug>/index.html` (React's server renderer), its hydration script in
 * `assets/site/`, `sitemap.xml` and `robots.txt` at the root, and the campaign landing
 * (`<language>/register/`). Returns the files written.
 */
export async function writePublicSite(outDir: string): Promise<string[]> {
  const origin = brandConfig.appH5.replace(/\/$/, '');
  const written: string[] = [];
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
    written.push(file);
  };
  const document = (
    d: Pick<Parameters<typeof publicDocument>[0], 'language' | 'page' | 'rendered' | 'start'>,
    client: { script: string; css: string },
  ) =>
    publicDocument({
      ...d,
      ...client,
      csp: metaCsp(brandConfig),
      brand: brandConfig,
      escape: escapeHtml,
    });

  const site = await buildClient(outDir, 'site', 'src/site/hydrate.tsx', SITE_MANIFEST);
  const pages = await renderWith<PrerenderedPage[]>(
    'src/site/render.tsx',
    'renderPublicSite',
    origin,
  );
  const alternates = new Map<string, string[]>();
  for (const { page, language, path, url, rendered } of pages) {
    write(
      `${path.slice(1)}index.html`,
      document({ language, page, rendered, start: SITE_LOADER }, site),
    );
    alternates.set(page, [...(alternates.get(page) ?? []), url]);
  }
  write('sitemap.xml', sitemapXml([...alternates.values()], [...PUBLIC_LANGUAGES], escapeHtml));
  write('robots.txt', robotsTxt(origin));

  // The campaign registration landing: noindex and not in the sitemap; its own entry, started at
  // once (the template's content waits for it).
  const landing = await buildClient(
    outDir,
    'landing',
    'src/site/landing-hydrate.tsx',
    LANDING_MANIFEST,
  );
  const landings = await renderWith<PrerenderedLanding[]>(
    'src/site/landing-render.tsx',
    'renderLandings',
    origin,
  );
  for (const { language, path, rendered } of landings)
    write(
      `${path.slice(1)}index.html`,
      document({ language, page: 'registerTemplate', rendered, start: 'now' }, landing),
    );

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
