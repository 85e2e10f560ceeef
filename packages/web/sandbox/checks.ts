import { fail, type Reply } from './route';

/** The parameters a call needs that the request lacks, as the server's message (null: none). */
export function missing(params: Record<string, string>, ...names: string[]): string | null {
  const absent = names.filter((n) => !params[n]);
  return absent.length ? `missing ${absent.join(', ')}` : null;
}

/** The order the device's fixture holds; a clear failure for a missing or unknown one. */
export function checkOrder(
  params: Record<string, string>,
  orderId: string,
  needProduct = true,
): Reply | null {
  if (needProduct && !params.productId) return fail(-1, 'productId is required');
  if (!params.orderId) return fail(-1, 'orderId is required');
  if (params.orderId !== orderId)
    return fail(1004, `Order ${params.orderId} not found (the sandbox order is ${orderId})`);
  return null;
}

/** A plain positive amount with at most two decimals, as the pages send it. */
export function isAmount(value: string | undefined): boolean {
  return Boolean(value && /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0);
}
