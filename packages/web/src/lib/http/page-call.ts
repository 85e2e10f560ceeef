import type { Params, Wire } from './transport';

// A page's first call as plain data (no schema, no client), so the entry can send it early and
// the page's query asks for exactly the same call: one declaration for the endpoint, its hook and
// the early read. The entry imports these, so they stay small.

/** A call a page makes from its parameters: the wire, and the params for the page's values. */
export interface PageCall<P> extends Wire {
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
