import { Workbox } from 'workbox-window';
import { CACHE_PREFIXES, fetchSwitch, SWITCH_FILE, WORKER_FILE } from './switch';

/**
 * How the start went: no worker on this engine, switched off by the server, registered, failed,
 * or not started because a shell serves the page from its offline package (which owns the cache).
 */
export type WorkerStart = 'unsupported' | 'switched-off' | 'registered' | 'failed' | 'package';

/** What the start needs of the window (tests pass a real one). */
export type WorkerWindow = Pick<Window, 'isSecureContext' | 'location' | 'navigator' | 'caches'>;

/** The app's root: the folder of the document (hash routes never change the path). */
export function appRoot(win: Pick<Window, 'location'>): string {
  return new URL('./', win.location.href).href;
}

/** Unregisters the app's worker and deletes its caches (the kill switch, "clear app data"). */
export async function removeServiceWorker(win: WorkerWindow): Promise<void> {
  const container = win.navigator.serviceWorker;
  const scope = appRoot(win);
  const registrations = container ? await container.getRegistrations() : [];
  await Promise.all(registrations.filter((r) => r.scope === scope).map((r) => r.unregister()));
  // Cache Storage is in both floors (Chrome 40, Safari 11.1); guarded for webviews that hide it.
  if (!win.caches) return;
  const names = await win.caches.keys();
  await Promise.all(
    names
      .filter((name) => CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)))
      .map((name) => win.caches.delete(name)),
  );
}

/**
 * Registers the service worker that precaches this build, unless the engine has none (feature
 * detected: `navigator.serviceWorker` is missing in old or locked-down webviews and on plain
 * http) or the server's kill switch is off, in which case any installed worker is removed. The
 * app calls it after its first render is on screen (`lib/first-paint`), so it adds nothing to the
 * first-data path. `source` is where the page came from (the shell's `packageInfo`): a page served
 * from a package never registers the worker (one of the two owns the cache, never both). Resolves
 * with the outcome; never rejects.
 */
export async function startServiceWorker(
  win: WorkerWindow,
  source: Promise<'package' | 'network'> = Promise.resolve('network'),
): Promise<WorkerStart> {
  const supported = win.isSecureContext && !!win.navigator.serviceWorker;
  if ((await source.catch(() => 'network')) === 'package') {
    // A worker an earlier open from the network installed would serve this page's files instead.
    if (supported) await removeServiceWorker(win).catch(() => undefined);
    return 'package';
  }
  if (!supported) return 'unsupported';
  const root = appRoot(win);
  try {
    if ((await fetchSwitch(new URL(SWITCH_FILE, root).href)) === 'off') {
      await removeServiceWorker(win);
      return 'switched-off';
    }
    // `updateViaCache: 'none'`: the update check always asks the server for sw.js, whatever a
    // host's caching headers say. A new build waits (no skipWaiting) until the next open.
    const wb = new Workbox(new URL(WORKER_FILE, root).href, {
      scope: root,
      updateViaCache: 'none',
    });
    await wb.register({ immediate: true });
    return 'registered';
  } catch {
    // No worker is no loss: the pages work as before, from the network.
    return 'failed';
  }
}
