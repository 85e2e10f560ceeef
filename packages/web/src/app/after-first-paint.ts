import { useEffect, useState } from 'react';

/** What the wait needs of the window (tests pass a fake one). */
export type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  requestAnimationFrame?: (run: () => void) => number;
};

let painted = false;
const waiting: Array<() => void> = [];

/**
 * Runs `work` once the page has loaded and then the main thread is idle (at most 2 s later).
 * iOS WebKit has no requestIdleCallback: a short timer there.
 */
export function afterLoadAndIdle(win: IdleWindow, work: () => void): void {
  const idle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(work, { timeout: 2000 })
      : win.setTimeout(work, 200);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Runs `work` after the app's first render is on screen (its first commit is painted, the load
 * event has fired, then an idle moment): for downloads the page on screen does not need (other pages' texts, the field
 * vitals, the toast host). Started at boot, they shared a slow network with the page's own chunk
 * and data and held its content back.
 */
export function afterFirstPaint(work: () => void): void {
  if (painted) work();
  else waiting.push(work);
}

/**
 * The app's first commit happened (App calls it from an effect). Its frame is painted once a
 * timer set in the next animation frame fires: an idle moment can come before that paint.
 */
export function firstCommitted(win: IdleWindow): void {
  const run = () => {
    painted = true;
    for (const work of waiting.splice(0)) work();
  };
  const afterPaint = () => win.setTimeout(() => afterLoadAndIdle(win, run), 0);
  if (win.requestAnimationFrame) win.requestAnimationFrame(afterPaint);
  else afterPaint();
}

/** False until `afterFirstPaint` runs its work; then true (for parts that mount later). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}
