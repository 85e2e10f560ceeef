import { useEffect, useState } from 'react';
import { earlyReadsSettled } from '../http/early-request';

/** What the wait needs of the window (tests pass a fake one). */
export type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  requestAnimationFrame?: (run: () => void) => number;
};

let painted = false;
const waiting: Array<() => void> = [];

/** The longest the work waits for the load event: a hung image must not hold toasts back. */
export const LOAD_WAIT_MS = 3000;

/** The longest the work waits for the page's first reads: a slow API must not hold it back. */
export const DATA_WAIT_MS = 4000;

/**
 * Runs `work` once the page has loaded (or 3 s have passed) and then the main thread is idle (at
 * most 2 s later). iOS WebKit has no requestIdleCallback: a short timer there.
 */
export function afterLoadAndIdle(win: IdleWindow, work: () => void): void {
  let started = false;
  const idle = () => {
    if (started) return;
    started = true;
    if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: 2000 });
    else win.setTimeout(work, 200);
  };
  // A window torn down before this timer fired (a closed webview, a test's ended jsdom) has no
  // document left: nothing to wait for, nothing to run.
  if (!win.document) return;
  if (win.document.readyState === 'complete') idle();
  else {
    win.addEventListener('load', idle, { once: true });
    win.setTimeout(idle, LOAD_WAIT_MS);
  }
}

/**
 * Runs `then` once the frame after the next has begun: by then the last commit's frame has
 * usually been presented, and its paint time (the LCP the field vitals and Lighthouse read) taken
 * (not always on a slow CPU: `afterContentPainted`). A download started within the first frame came
 * before that time, and Lighthouse counted it on the way to the content. A page that gets no frames
 * (hidden, or a webview that throttles them) goes on after 100 ms.
 */
function afterNextFrame(win: IdleWindow, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    win.setTimeout(then, 0);
  };
  win.requestAnimationFrame?.(() => win.requestAnimationFrame?.(once));
  win.setTimeout(once, 100);
}

/**
 * Runs `work` once the content committed just before it was called has been painted and its paint
 * time taken: for a download the page needs soon but not for that paint (registration's captcha
 * needs axios). Two of the waits above: after one, Chromium with its CPU slowed 4 times presented
 * the registration's text up to 20 ms later than the download began in 3 of 4 opens; after two, in
 * none of 8.
 */
export function afterContentPainted(win: IdleWindow, work: () => void): void {
  afterNextFrame(win, () => afterNextFrame(win, work));
}

/**
 * Runs `work` after the app's first render is on screen with its data (its first commit is
 * painted, the page's early reads have their answers and that frame is painted too, the load event
 * has fired, then an idle moment): for downloads the page on screen does not need (other pages'
 * texts, the field vitals, the service worker, the toast host). Started at boot, they shared a
 * slow network with the page's own chunk and data; started at the first commit, their scripts ran
 * as the data arrived (a repeat open serves them from the worker's cache at once) and held its
 * render back.
 */
export function afterFirstPaint(work: () => void): void {
  if (painted) work();
  else waiting.push(work);
}

/**
 * The app's first commit happened (App calls it from an effect). Its frame is presented once a
 * timer set two animation frames later fires: an idle moment can come before that paint. `data`
 * settles when the page's first reads have their answers (at most DATA_WAIT_MS is waited for it).
 */
export function firstCommitted(
  win: IdleWindow,
  data: Promise<unknown> = earlyReadsSettled(),
): void {
  // Each piece of work in a task of its own: run together (texts, vitals, the toast host) they held
  // a slow phone's main thread for 50-90 ms right after the page's data appeared, and a tap on the
  // page's main action waited for all of them.
  const run = () => {
    painted = true;
    const [first, ...rest] = waiting.splice(0);
    first?.();
    for (const work of rest) win.setTimeout(work, 0);
  };
  let dataHere = false;
  const whenData = () => {
    if (dataHere) return;
    dataHere = true;
    afterNextFrame(win, () => afterLoadAndIdle(win, run));
  };
  afterNextFrame(win, () => {
    void data.then(whenData, whenData);
    win.setTimeout(whenData, DATA_WAIT_MS);
  });
}

/** False until `afterFirstPaint` runs its work; then true (for parts that mount later). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}
