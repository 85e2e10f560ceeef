import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WARM_UP_PAGE } from '@hybrid-loan/bridge-sdk/contract';
import type { Plugin } from 'vite';
import { cacheControl } from '../../hosting/cache-headers.ts';
import { securityHeaders } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { SWITCH_FILE, switchFile, WORKER_FILE } from '../../src/lib/service-worker/switch.ts';
import { BRIDGE_CHECK_FILES } from './bridge-check-build.ts';
import { bundleScript } from './bundle-script.ts';
import { allowedDocumentRead } from './document-read-build.ts';
import { writeStep } from './write-step.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The shells' warm-up entry (the bridge SDK's README, section 12) and its script.
const WARM_UP_SCRIPT = 'warm-up.js';

// No inline script: the page's own policy, narrower than the app's.
const WARM_UP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; connect-src 'self'; worker-src 'self'" />
    <meta name="referrer" content="no-referrer" />
    <title>warm-up:started</title>
    <script src="./${WARM_UP_SCRIPT}" defer></script>
  </head>
  <body></body>
</html>
`;

/**
 * Files of the build the worker does not precache: itself, its switch, the shells' entries (warm-up,
 * bridge self-check), host files, Vite's manifest.
 */
const NOT_PRECACHED = new Set([
  WORKER_FILE,
  SWITCH_FILE,
  WARM_UP_PAGE,
  WARM_UP_SCRIPT,
  ...BRIDGE_CHECK_FILES,
  '_headers',
]);

export interface PrecacheItem {
  url: string;
  revision: string;
  /**
   * Subresource Integrity of the file (`sha256-…`): the worker's fetch refuses other bytes. Not on
   * the HTML: hosts and the emulator's proxy may rewrite a document (a script added to its head),
   * and its revision changes with every build anyway, so an altered copy never outlives one.
   */
  integrity?: string;
}

/**
 * The headers a host sends with an HTML file of the build (the security headers and its caching
 * rule). The worker keeps them with the cached copy and answers with them, so they are part of
 * that copy's revision: a fix of the headers alone (a tighter CSP) reaches installed phones.
 */
export function hostedHeaders(file: string): string {
  if (!file.endsWith('.html')) return '';
  return JSON.stringify({ ...securityHeaders(brandConfig), 'Cache-Control': cacheControl(file) });
}

function filesOf(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesOf(path, root);
    return [relative(root, path).split(sep).join('/')];
  });
}

/**
 * Every file the built app may load, each with a revision from its bytes (and, for the HTML, its
 * hosted headers) and, but for the HTML, its integrity. Hashed assets carry one too, though their name changes with
 * their content: cached copies from before integrity was checked (a proxy's truncated 200) are
 * keyed without one, so they are fetched again, verified, once, and never survive a build.
 */
export function precacheManifest(outDir: string): PrecacheItem[] {
  return (
    filesOf(outDir)
      // The host's precompressed copies (`.br`, `.gz`: scripts/build/precompress.ts) are the same files in
      // another encoding, chosen by the server; the browser never asks for them by name.
      .filter((file) => !NOT_PRECACHED.has(file) && !/\.(br|gz)$/.test(file))
      .sort()
      .map((url) => {
        const bytes = readFileSync(join(outDir, url));
        const revision = createHash('sha256')
          .update(bytes)
          .update(hostedHeaders(url))
          .digest('hex')
          .slice(0, 16);
        if (url.endsWith('.html')) return { url, revision };
        const integrity = `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
        return { url, revision, integrity };
      })
  );
}

/** The build's version: a digest of what it precaches (same files, same version). */
export function buildVersion(manifest: PrecacheItem[]): string {
  return createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
}

/** Bundles `src/worker/service-worker.ts` with Workbox and this build's precache list. */
export async function writeServiceWorker(outDir: string): Promise<{ version: string }> {
  const manifest = precacheManifest(outDir);
  const version = buildVersion(manifest);
  const bundle = (entry: string, outfile: string, define: Record<string, string> = {}) =>
    bundleScript(join(webRoot, entry), join(outDir, outfile), define);
  await bundle('src/worker/service-worker.ts', WORKER_FILE, {
    __PRECACHE_MANIFEST__: JSON.stringify(manifest),
    __BUILD_VERSION__: JSON.stringify(version),
    // The page's first read, which the worker puts into the app's document (as the package's).
    __DOCUMENT_READ__: JSON.stringify(await allowedDocumentRead()),
  });
  await bundle('src/worker/warm-up.ts', WARM_UP_SCRIPT);
  writeFileSync(join(outDir, WARM_UP_PAGE), WARM_UP_HTML);
  writeFileSync(join(outDir, SWITCH_FILE), switchFile(false));
  // For the sandbox's per-device "new build" (sandbox/service-worker-control.ts); not served.
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, '.vite', 'service-worker.json'), `${JSON.stringify({ version })}\n`);
  return { version };
}

/**
 * Writes the service worker and its kill switch into the build once every other file is written
 * (the worker's precache list is the build's files). Build only: in development Vite serves
 * modules one by one and no worker is registered.
 */
export function serviceWorker(): Plugin {
  return writeStep('hybrid-loan-service-worker', writeServiceWorker, 'post');
}
