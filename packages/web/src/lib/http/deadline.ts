/** A request's abort signal: the caller's signal and a timer, whichever comes first. */
export interface Deadline {
  signal: AbortSignal;
  /** True once the timer (not the caller) aborted the signal. */
  timedOut(): boolean;
  /** Stops the timer and forgets the caller's signal; call when the request has settled. */
  clear(): void;
}

/**
 * Built from AbortController and setTimeout rather than `AbortSignal.timeout`/`AbortSignal.any`
 * (Chrome 103/116, Safari 16/17.4), which the support floor (Android System WebView 80, iOS 14)
 * does not have.
 */
export function deadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    // A caller's abort came first: that is a cancellation, not a timeout.
    if (controller.signal.aborted) return;
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
