import type { PAGES, PageParams } from '@hybrid-loan/bridge-sdk/contract';
import type { Market } from '../../config';
import { toNumber } from '../../lib/format/numbers';
// By file, not the format index: the entry imports this, and the formatting stays out of the entry.
import { plainAmount } from '../../lib/format/plain-amount';
import type { PageCall } from '../../lib/http/page-call';
import { currentMarket } from '../../lib/identity';
import {
  FRESH_CHOICE,
  openingPayType,
  type PayChoice,
  type PayType,
  specificNumber,
  storedPayChoice,
} from './stores/pay-type';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the routes' early reads and the sandbox take them from here. The entry imports the
// first calls: keep this file to declarations.

/**
 * POST /v3/loan-details/init-pay-type: the banks (pay_type 1) or the mini markets (2); without a
 * type, the one the page opens on (a fresh repayment starts from the server's default).
 */
export const INIT_PAY_TYPE_CALL: PageCall<{
  productId: string;
  orderId: string;
  payType?: PayType;
  fresh?: boolean;
}> = {
  method: 'POST',
  path: '/v3/loan-details/init-pay-type',
  params: (p) => ({
    productId: p.productId,
    orderId: p.orderId,
    pay_type: p.payType ?? openingPayType(p.fresh === true),
  }),
};

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

type VaParams = PageParams<typeof PAGES.paymentInstructions>;

/**
 * The call the page makes for its address and the borrower's choice (the server's default when
 * none is chosen), or null when the address lacks the order or a positive amount.
 */
export function vcodeParams(page: VaParams, choice: PayChoice, market: Market): VcodeParams | null {
  const { productId, orderId } = page;
  const amount = plainAmount(page.amount, market);
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
    is_display: page.display ? 1 : 0,
    specific_num: serverDefault || method === null ? '' : String(method),
  };
}

/**
 * POST /v3/loan-details/generate-vcode: creates (idempotently) the account to pay into, for the
 * borrower's choice; the early send (no choice given) takes the stored one, or the server's
 * default on a fresh repayment, as the page does.
 */
export const VCODE_CALL: PageCall<VaParams & { choice?: PayChoice; market?: Market }> = {
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  idempotent: true,
  params: (p) => {
    const choice = p.choice ?? (p.fresh ? FRESH_CHOICE : storedPayChoice());
    const params = vcodeParams(p, choice, p.market ?? currentMarket().market);
    return params && { ...params };
  },
};
