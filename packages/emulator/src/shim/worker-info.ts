import type { WorkerInfo } from '../types/scenario';

/**
 * The app's service worker as the page sees it, asked with the contract's state message (passed
 * in: the function runs in the page). A DOM script for the oldest engine; no named inner
 * functions (tsx would add its `__name` helper, which the page does not have).
 */
export function readWorkerInfo(message: string): Promise<WorkerInfo> {
  const container = navigator.serviceWorker;
  // Without service workers, the same summary of three absent workers (supported: false).
  const workers: Promise<({ version: string; cached: number; total: number } | null)[]> = container
    ? container.getRegistration().then((reg) =>
        Promise.all(
          [reg ? reg.active : null, reg ? reg.waiting : null, container.controller].map(
            (worker) =>
              new Promise<{ version: string; cached: number; total: number } | null>((done) => {
                if (!worker) {
                  done(null);
                  return;
                }
                const channel = new MessageChannel();
                const timer = setTimeout(() => done(null), 3000);
                channel.port1.onmessage = (event) => {
                  clearTimeout(timer);
                  done(event.data);
                };
                worker.postMessage({ type: message }, [channel.port2]);
              }),
          ),
        ),
      )
    : Promise.resolve([null, null, null]);
  return workers.then(([active, waiting, controller]) => ({
    supported: !!container,
    active: active ? active.version : null,
    waiting: waiting ? waiting.version : null,
    controller: controller ? controller.version : null,
    cached: active ? active.cached : 0,
    total: active ? active.total : 0,
  }));
}

/**
 * "Clear app data", as Android's app settings do for the webview: the service worker and its
 * caches, local and session storage, the origin's cookies and IndexedDB. The caller reloads.
 */
export async function clearAppData(win: Window): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (container) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  }
  if (win.caches) {
    const names = await win.caches.keys();
    await Promise.all(names.map((name) => win.caches.delete(name)));
  }
  for (const storage of [win.localStorage, win.sessionStorage]) storage?.clear();
  for (const cookie of win.document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) win.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // indexedDB.databases() is missing before Chrome 71 and in older WebKit: then nothing to list.
  const idb = win.indexedDB as IDBFactory & { databases?: () => Promise<{ name?: string }[]> };
  if (idb && typeof idb.databases === 'function')
    for (const db of await idb.databases()) if (db.name) idb.deleteDatabase(db.name);
}
