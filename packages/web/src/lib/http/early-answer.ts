import { ApiError } from './api-error';
import { EARLY_MAX_AGE_MS, type EarlyAnswer, keyOf, type Pending, pending } from './early-request';
import type { Params, Wire } from './wire-format';

// The pipeline's first step (call-pipeline.ts): the answer of the early read the entry sent for
// this very call (early-request.ts sends them), adopted instead of asking again. Apart from
// early-request.ts, so the entry, which only sends, does not carry it.

/** The unexpired early read of this call, if any (an expired one is dropped). */
function current(key: string): Pending | undefined {
  const entry = pending.get(key);
  if (entry && Date.now() - entry.sentAt > EARLY_MAX_AGE_MS) {
    pending.delete(key);
    return undefined;
  }
  return entry;
}

/**
 * The early answer to exactly this call, once: a later call (a retry, a refetch) goes to the
 * network. Null when no early read matches.
 */
export function takeEarly(endpoint: Wire, params: Params): EarlyAnswer | null {
  const key = keyOf(endpoint, params);
  const entry = current(key);
  if (!entry) return null;
  pending.delete(key);
  return entry.answer;
}

/**
 * The early answer to exactly this call if it has already arrived (it stays until taken);
 * undefined when none matches or it is still on its way, null when it failed.
 */
export function arrivedEarly(endpoint: Wire, params: Params): { data: unknown } | null | undefined {
  return current(keyOf(endpoint, params))?.arrived;
}

/** The device has no network at all (`navigator.onLine` false); true online proves nothing. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The step: this call's early answer, waited for until `signal` (the caller's, or the deadline)
 * aborts (a `cancelled` ApiError). Null when there is none to adopt: no early read matches, or it
 * failed in some way, and the call goes on the wire, so every failure a borrower can meet is the
 * client's, with its messages. Unless the device says it has no network: the early read failed
 * for that, and loading axios to fail again kept an offline page on its loading state for a few
 * hundred ms more on a slow phone (a `network` ApiError now; the page's retry goes on the wire).
 * Money is never sent early (the borrower's tap sends it), whatever a route declares.
 */
export async function earlyAnswer(
  endpoint: Wire & { money?: true },
  params: Params,
  signal: AbortSignal,
): Promise<{ data: unknown } | null> {
  const early = endpoint.money ? null : takeEarly(endpoint, params);
  if (!early) return null;
  const adopted = await new Promise<{ data: unknown } | null>((resolve, reject) => {
    const cancel = () => reject(new ApiError('cancelled', endpoint.path, 'cancelled'));
    if (signal.aborted) cancel();
    signal.addEventListener('abort', cancel, { once: true });
    early.then(resolve, reject);
  });
  if (!adopted && isOffline()) throw new ApiError('network', endpoint.path, 'offline');
  return adopted;
}
