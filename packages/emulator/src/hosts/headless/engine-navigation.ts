import type { EnginePage } from '@hybrid-loan/engines';

/** Where `reopen` takes the page meanwhile: a small document of the sandbox's own origin. */
const SWITCH_AWAY = '/sw-switch.json';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until the page is idle: no new resource for a second (10 s at the most). */
export async function networkIdle(page: EnginePage): Promise<void> {
  let last = -1;
  for (let quiet = 0, waited = 0; quiet < 1000 && waited < 10_000; waited += 250) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    quiet = count === last ? quiet + 250 : 0;
    last = count;
    await sleep(250);
  }
}

/** The page's health reports so far (its call log), 0 when it cannot be read. */
export const healthCount = (page: EnginePage) =>
  page
    .evaluate(
      () =>
        (
          (window as unknown as { __emulatorCalls?: { method?: string; refused?: unknown }[] })
            .__emulatorCalls ?? []
        ).filter((c) => c.method === 'reportHealth' && !c.refused).length,
    )
    .catch(() => 0);

/** Until the entry page has loaded with the shim (its call log exists). */
export const waitForShim = (page: EnginePage) =>
  page.waitFor(
    'the entry page to load with the shim',
    () =>
      document.readyState === 'complete' &&
      !!(window as unknown as { __emulatorCalls?: unknown }).__emulatorCalls,
    30_000,
  );

/**
 * Replaces the document with `url` (no history entry) and waits until it has loaded at
 * `lands` (where a redirect takes it; default `url`).
 */
export async function replaceWith(page: EnginePage, what: string, url: string, lands = url) {
  // The navigation starts in a task of its own, after the script has answered: a WebDriver
  // script still waiting for its answer when the document goes away never gets one (WebKitGTK
  // behind a grid then waited out the 30 s script timeout).
  await page.evaluate((u: string) => {
    setTimeout(() => location.replace(u), 0);
  }, url);
  await page.waitFor(
    what,
    (u: string) => location.href === u && document.readyState === 'complete',
    30_000,
    lands,
  );
}

/**
 * A fresh device: an engine whose session outlives the scenario (WebKit's) would still have the
 * app's service worker and caches from the one before.
 */
export async function clearDeviceData(page: EnginePage): Promise<void> {
  // Bounded: WebKitGTK's unregister() of a worker still installing can stay unsettled, and the
  // WebDriver script then waited out its 30 s timeout (behind the grid, 1 scenario in 49 per run).
  await page.evaluate(() =>
    Promise.race([
      Promise.all([
        navigator.serviceWorker
          ? navigator.serviceWorker
              .getRegistrations()
              .then((all) => Promise.all(all.map((r) => r.unregister())))
          : null,
        window.caches
          ? caches.keys().then((names) => Promise.all(names.map((n) => caches.delete(n))))
          : null,
      ]).then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), 5000)),
    ]),
  );
}

/**
 * Names the window (the shim's configuration, which survives navigations), sets the device
 * cookie when given, and replaces the document with the app's entry; then waits for the shim.
 */
export async function enterApp(
  page: EnginePage,
  entry: string,
  windowName: string,
  cookie = '',
): Promise<void> {
  await page.evaluate(
    (name: string, url: string, cookie: string) => {
      window.name = name;
      // The sandbox knows this device's service worker requests by it (see the contract).
      // biome-ignore lint/suspicious/noDocumentCookie: the old engines have no cookie store API.
      if (cookie) document.cookie = cookie;
      // Replace: the webview's history starts at the entry page (the back key relies on it);
      // in a task of its own, after the script has answered (as in replaceWith).
      setTimeout(() => location.replace(url), 0);
    },
    windowName,
    entry,
    cookie,
  );
  await waitForShim(page);
}

/**
 * The webview closes: the page leaves the app's origin for a page of the sandbox's own, so no
 * page of the old build is left and a waiting update takes over.
 */
export const leaveApp = (page: EnginePage, baseUrl: string) =>
  replaceWith(page, 'the page to leave the app', new URL(SWITCH_AWAY, baseUrl).href);
