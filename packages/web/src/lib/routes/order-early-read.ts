import type { EarlyRead } from '../http/early-request';

/**
 * The early read of a page opened for one order (loan details, instalments, pay method): POST
 * `path` with the query's `productId` and `orderId`, plus what `extra` adds; none when either id is
 * missing (the page then shows its missing-order state itself).
 */
export function orderEarlyRead(
  path: string,
  extra?: (query: URLSearchParams) => Record<string, string>,
): (query: URLSearchParams) => EarlyRead | null {
  return (q) => {
    const productId = q.get('productId') ?? '';
    const orderId = q.get('orderId') ?? '';
    if (!productId || !orderId) return null;
    return {
      endpoint: { method: 'POST', path },
      params: { productId, orderId, ...extra?.(q) },
    };
  };
}
