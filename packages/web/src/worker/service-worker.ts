// The service worker (built apart by scripts/build/service-worker-build.ts, not part of the app's
// graph).
// It precaches this build's files and answers them from the cache; every other request (the API
// above all: identity, order status, amounts) is not touched and goes to the network as if there
// were no worker. No skipWaiting and no clients.claim: a new build installs in the background and
// waits until every page of the old one is closed, so a borrower half-way through a flow keeps
// the version they started with and the next open takes the new one.
import { cacheNames } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  CACHE_PREFIXES,
  fetchSwitch,
  GET_STATE,
  SWITCH_FILE,
  type WorkerState,
} from '../lib/service-worker/switch';
import { withDocumentRead } from './document-read-page';

interface PrecacheItem {
  url: string;
  revision: string;
  /** Workbox fetches the file with it: bytes that do not match are never cached (not on HTML). */
  integrity?: string;
}
/** Filled in by the build: this build's files, and a digest of that list (the version). */
declare const __PRECACHE_MANIFEST__: PrecacheItem[];
declare const __BUILD_VERSION__: string;
/** Filled in by the build: the page's first read (src/document-read.ts), as the package's page has it. */
declare const __DOCUMENT_READ__: string;

// The worker's own global scope, typed here: the project's TypeScript lib is the DOM's.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
}
interface MessageEventWithPorts extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  addEventListener(type: 'install' | 'activate', run: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', run: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', run: (event: MessageEventWithPorts) => void): void;
}
declare const self: WorkerScope;

/** After a navigation the switch is read this much later (the page's own reads go first)... */
const SWITCH_DELAY_MS = 3000;
/** ...and at most this often. */
const SWITCH_EVERY_MS = 60_000;

const switchUrl = new URL(SWITCH_FILE, self.location.href).href;

async function ownCaches(): Promise<string[]> {
  const names = await caches.keys();
  return names.filter((name) => CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

/** The kill switch is off: no cache, no worker. Open pages keep running (on the network). */
async function retire(): Promise<void> {
  await Promise.all((await ownCaches()).map((name) => caches.delete(name)));
  await self.registration.unregister();
}

let lastCheck = 0;
async function checkSwitch(): Promise<void> {
  if ((await fetchSwitch(switchUrl)) === 'off') await retire();
}

async function state(): Promise<WorkerState> {
  const cache = await caches.open(cacheNames.precache);
  const keys = new Set((await cache.keys()).map((request) => request.url));
  let cached = 0;
  for (const item of __PRECACHE_MANIFEST__) {
    const key = getCacheKeyForURL(item.url);
    if (key && keys.has(key)) cached += 1;
  }
  return { version: __BUILD_VERSION__, cached, total: __PRECACHE_MANIFEST__.length };
}

// Registered before Workbox's own install handler: a switched-off worker never installs.
self.addEventListener('install', (event) => {
  event.waitUntil(
    fetchSwitch(switchUrl).then((s) => {
      if (s === 'off') throw new Error('The service worker is switched off (sw-switch.json).');
    }),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const now = Date.now();
  if (now - lastCheck < SWITCH_EVERY_MS) return;
  lastCheck = now;
  // Not in event.waitUntil: an unfinished event keeps the worker busy, and the engine does not
  // hand over to a waiting update while it is (a reopen within the delay stayed on the old build).
  // The worker stays alive a while after its last event anyway; the page checks too.
  void new Promise((done) => setTimeout(done, SWITCH_DELAY_MS)).then(checkSwitch, () => undefined);
});

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  const data = event.data as { type?: unknown } | null;
  if (!port || data?.type !== GET_STATE) return;
  event.waitUntil(state().then((s) => port.postMessage(s)));
});

const APP_ROOT = new URL('./', self.location.href).pathname;
const APP_DOCUMENT = 'index.html';

/**
 * The app's document as the worker answers a navigation to it: the cached index.html with the
 * page's first read put in first after its policy (as the package's page has it), so the read
 * leaves while the HTML is parsed instead of once the entry file runs (at 4x CPU it left at about
 * 0.14 s instead of 0.33-0.39 s). The host's headers stay the cached copy's (the policy allows the
 * read by its hash); a copy without the policy's meta tags (a host that rewrote it) is answered as
 * it is.
 */
async function appDocument(request: Request): Promise<Response> {
  const cached = await matchPrecache(APP_DOCUMENT);
  if (!cached) return fetch(request);
  const html = await cached.text();
  const headers = new Headers(cached.headers);
  // The body is a new one, decoded: the stored length and encoding no longer describe it.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(withDocumentRead(html, __DOCUMENT_READ__) ?? html, {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}

// Before the precache's own route: the hash routes' document (`/#/page?…`, old links
// `/index.html#/…`, either with a query of its own). Any other page (the public site's, the
// shells' entries) is the precache's as it is.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    (url.pathname === APP_ROOT || url.pathname === `${APP_ROOT}${APP_DOCUMENT}`),
  ({ request }) => appDocument(request),
);

// Every file of the build, from the precache.
precacheAndRoute(__PRECACHE_MANIFEST__, {
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
});
cleanupOutdatedCaches();
