import type { Market } from '../../../config';
import { toNumber } from '../../../lib/format/numbers';
// By file, not the format index: the entry imports this, and the formatting stays out of the entry.
import { plainAmount } from '../../../lib/format/plain-amount';
import type { EarlyRead } from '../../../lib/http/early-request';
import { type PayChoice, specificNumber } from '../stores/pay-type';

// The virtual account's call and its inputs, without the schema (valibot) or the client: the
// page's query and the entry's early send build them here, so both ask for exactly the same call
// (the same params are the same intent, with the same Idempotency-Key).

/** POST /v3/loan-details/generate-vcode: creates (idempotently) the account to pay into. */
export const VCODE_CALL = {
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  idempotent: true,
} as const;

/** Exactly the specification's eight parameters; empty ones are sent empty, never left out. */
export interface VcodeParams {
  productId: string;
  orderId: string;
  amount: string;
  payCode: string;
  pay_type: string;
  is_default: number;
  is_display: number;
  specific_num: string;
}

/**
 * The call the page makes for its address and the borrower's choice (the server's default when
 * none is chosen), or null when the address lacks the order or a positive amount.
 */
export function vcodeParams(
  query: URLSearchParams,
  choice: PayChoice,
  market: Market,
): VcodeParams | null {
  const productId = query.get('productId') ?? '';
  const orderId = query.get('orderId') ?? '';
  const amount = plainAmount(query.get('amount') ?? '', market);
  if (!productId || !orderId || toNumber(amount) <= 0) return null;
  const serverDefault = choice.isDefault === 1 || !choice.payType;
  const method = specificNumber(choice);
  return {
    productId,
    orderId,
    amount,
    payCode: serverDefault ? '' : choice.payCode,
    pay_type: serverDefault ? '' : choice.payType,
    is_default: serverDefault ? 1 : 0,
    is_display: query.get('display') === '1' ? 1 : 0,
    specific_num: serverDefault || method === null ? '' : String(method),
  };
}

/** The early send of the call, for the route: `fresh=1` starts from the server's default. */
export function vcodeEarlyRead(
  query: URLSearchParams,
  choice: PayChoice,
  market: Market,
): EarlyRead | null {
  const params = vcodeParams(query, choice, market);
  return params && { endpoint: VCODE_CALL, params: { ...params } };
}
