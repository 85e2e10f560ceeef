import type { Params, Wire } from './wire-format';

// A page's first call as plain data (no schema, no client), so the entry can send it early and
// the page's query asks for exactly the same call: one declaration for the endpoint, its hook and
// the early read. The entry imports these, so they stay small.

/**
 * A backend call as its feature declares it (its calls.ts): the wire (method, path, multipart,
 * `idempotent`), whether it moves money, and the params for the caller's values. The api/ file adds
 * the schema (`defineEndpoint({ ...CALL, schema })`), the sandbox routes by it.
 */
export interface PageCall<P> extends Wire {
  /** Moves money: never sent early, and a lost answer is checked again (implies `idempotent`). */
  readonly money?: true;
  /** What the call sends for the page's parameters; null when they cannot make the call. */
  readonly params: (page: P) => Params | null;
}

/** The call of a page opened for one order: POST both ids (none without them). */
export function orderCall(path: string): PageCall<{ productId: string; orderId: string }> {
  return {
    method: 'POST',
    path,
    params: ({ productId, orderId }) => (productId && orderId ? { productId, orderId } : null),
  };
}
