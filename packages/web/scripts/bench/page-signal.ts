// How the real-tab benches (package, repeat and offline opens) know a page is done without
// touching it while it opens.
// `poll`, the first way, kept to compare: Playwright's waitForFunction every 50 ms from the load
// event, then two evaluations. Each is a script run in the page, and the first compiles
// Playwright's injected script there: at 4x CPU about 60-70 ms of the page's own main thread, in
// the middle of the open it measures (a real shell runs nothing of the kind). `signal`, the
// default: a script added before the page's own says on the console when the data (or the offline
// state) is on screen (the recorder's conditions) and no new largest paint came for 500 ms, and the
// bench reads the recorder only then.
import type { Page } from 'playwright-core';

export type WaitMode = 'signal' | 'poll';

/** A wait's setting (BENCH_PACKAGE_WAIT, BENCH_REPEAT_WAIT), `signal` unless it says `poll`. */
export function waitModeOf(value: string | undefined, name = 'BENCH_PACKAGE_WAIT'): WaitMode {
  if (value === undefined || value === '' || value === 'signal') return 'signal';
  if (value === 'poll') return 'poll';
  throw new Error(`${name} is signal or poll, not ${value}`);
}

export const SETTLED = 'hl-bench:settled';

/** How long the page paints no new largest contentful paint, after its data, before it is done. */
export const QUIET_MS = 500;

/**
 * Added after the recorder (`RECORDER`, which sets `__repeat.data`, or `__repeat.alert` for an
 * offline or error state): logs SETTLED once either is on screen and QUIET_MS pass with no new
 * largest-paint candidate (each candidate starts the wait
 * again), so a paint that follows the data (the chatbot's greeting comes with its first answer,
 * after its page is on screen) is still the one recorded.
 * A string, not a function: tsx would put its `__name` helper into a serialised function.
 */
export const SETTLED_SIGNAL = `(() => {
  let seen = false;
  let timer = 0;
  const quiet = () => {
    clearTimeout(timer);
    timer = setTimeout(() => console.log(${JSON.stringify(SETTLED)}), ${QUIET_MS});
  };
  new PerformanceObserver(() => {
    if (seen) quiet();
  }).observe({ type: 'largest-contentful-paint' });
  const observer = new MutationObserver(() => {
    if (seen || !window.__repeat || (window.__repeat.data === null && window.__repeat.alert == null)) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(quiet);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** Resolves when the page logs SETTLED (set up before the navigation). */
export function settled(page: Page, timeout: number): Promise<unknown> {
  const done = page.waitForEvent('console', { predicate: (m) => m.text() === SETTLED, timeout });
  // The caller awaits it after the navigation; a navigation that failed first leaves it unread.
  done.catch(() => undefined);
  return done;
}

/**
 * Opens `url` in `page` and resolves once the page has said it is done (SETTLED_SIGNAL, added
 * after the recorder the caller added): nothing is evaluated in the page before.
 */
export async function gotoUntilSettled(page: Page, url: string, timeout = 60_000): Promise<void> {
  await page.addInitScript(SETTLED_SIGNAL);
  const done = settled(page, timeout);
  await page.goto(url, { timeout });
  await done;
}
