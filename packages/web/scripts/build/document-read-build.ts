import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import type { Plugin, Rollup } from 'vite';
import { DOCUMENT_READ_HASH } from '../../hosting/document-read-hash.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The program of the HTML's inline script: the page's first read, sent by the document. */
export const DOCUMENT_READ_ENTRY = 'src/document-read.ts';

const NO_PAGE = '\0document-read:no-page';

/**
 * The route table's page loaders (`() => import('./x-page')`) are never called by the document's
 * read: each dynamic import becomes an empty module, so the script carries the routes and their
 * calls and not one page.
 */
function withoutPages(): Plugin {
  return {
    name: 'hybrid-loan-document-read-no-pages',
    resolveDynamicImport: () => NO_PAGE,
    load: (id) => (id === NO_PAGE ? 'export {};' : null),
  };
}

/**
 * Bundles src/document-read.ts into one classic script for the oldest engine we support, with
 * Vite's own pipeline (the route table is an `import.meta.glob`). The developers' page is never in
 * it (it sends nothing early), so the sandbox's build and the production build carry the same
 * script, and one hash allows it.
 */
export async function buildDocumentRead(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    resolve: { conditions: ['source'] },
    define: { __DEV_PAGES__: 'false' },
    plugins: [withoutPages()],
    build: {
      write: false,
      emptyOutDir: false,
      target: browserslistToEsbuild(undefined, { path: webRoot }),
      minify: true,
      lib: {
        entry: resolve(webRoot, DOCUMENT_READ_ENTRY),
        formats: ['iife'],
        name: 'documentRead',
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The document read built no script');
  return chunk.code.trim();
}

/** The CSP source that allows an inline script: `'sha256-<base64 of its SHA-256>'`. */
export function inlineScriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

let allowed: Promise<string> | undefined;

/**
 * The document's read as the build ships it (the package's index.html and the service worker carry
 * it), checked against the hash the policy allows: a script the policy would refuse never ships
 * (the entry would still send the read, a few hundred milliseconds later on a slow phone, and the
 * console would report a violation). Built once per process, for both.
 */
export function allowedDocumentRead(): Promise<string> {
  allowed ??= buildDocumentRead().then((code) => {
    const hash = inlineScriptHash(code);
    if (hash !== DOCUMENT_READ_HASH)
      throw new Error(
        `${DOCUMENT_READ_ENTRY} bundles to a script whose hash is ${hash}, but the pages' policy allows ${DOCUMENT_READ_HASH}: run \`npm run hosting -w @hybrid-loan/web\` and commit hosting/.`,
      );
    return code;
  });
  return allowed;
}
