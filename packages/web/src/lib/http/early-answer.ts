import { EARLY_MAX_AGE_MS, type EarlyAnswer, keyOf, type Pending, pending } from './early-request';
import type { Params, Wire } from './transport';

// The client's side of the early reads (early-request.ts sends them): apart, so the entry, which
// only sends, does not carry it.

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
