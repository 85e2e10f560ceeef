import { WARM_UP_PAGE } from '@hybrid-loan/bridge-sdk/contract';
import { SWITCH_FILE, WORKER_FILE } from '../src/lib/service-worker/switch.ts';

/**
 * How long a host may keep each file of the build, written once: the project's server, the
 * `_headers` file and the nginx snippet all read it.
 *
 * - `assets/`: content-hashed names, kept a year (a new build has new names).
 * - the service worker (`sw.js`): always revalidated. A long cache on it would keep phones on an old
 *   build for as long; the pages also register it with `updateViaCache: 'none'`, but a host's
 *   header is the first line. Its scope is its own folder (the app's root), so no
 *   `Service-Worker-Allowed` header is needed; a host that serves it from elsewhere must send one
 *   naming the app's root.
 * - its kill switch (`sw-switch.json`): never stored, so switching it off acts at the next check.
 * - everything else (index.html, the warm-up entry): revalidated.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NEVER_STORE = 'no-store';

/** Cache-Control for a file of the build, by its path inside `dist/` (`assets/x.js`, `sw.js`). */
export function cacheControl(path: string): string {
  const file = path.replace(/^\/+/, '');
  if (file === SWITCH_FILE) return NEVER_STORE;
  if (file === WORKER_FILE) return REVALIDATE;
  if (file.startsWith('assets/')) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * The rules above as (path pattern, value) for static hosts' header files: the HTML entries (the
 * app's root, `index.html`, the warm-up page) are named too, since a host without a rule for them
 * may let a proxy or the webview keep an old `index.html` that names assets long gone.
 */
export const CACHE_RULES: ReadonlyArray<{ path: string; cacheControl: string }> = [
  { path: '/assets/*', cacheControl: IMMUTABLE },
  { path: `/${WORKER_FILE}`, cacheControl: REVALIDATE },
  { path: `/${SWITCH_FILE}`, cacheControl: NEVER_STORE },
  { path: '/', cacheControl: REVALIDATE },
  { path: '/index.html', cacheControl: REVALIDATE },
  { path: `/${WARM_UP_PAGE}`, cacheControl: REVALIDATE },
];
