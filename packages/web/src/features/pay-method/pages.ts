import { PAGES, type PageParams } from '@hybrid-loan/bridge-sdk/contract';
import type { Market } from '../../config';
import { toNumber } from '../../lib/format/numbers';
// By file, not the format index: the entry imports this, and the formatting stays out of the entry.
import { plainAmount } from '../../lib/format/plain-amount';
import { adaptCall, type PageCall } from '../../lib/http/page-call';
import { currentMarket } from '../../lib/identity';
import { declarePage } from '../../lib/routes/page-decl';
import {
  FRESH_CHOICE,
  openingPayType,
  type PayChoice,
  type PayType,
  specificNumber,
  storedPayChoice,
} from './stores/pay-type';

// The pages' declarations and their first calls as data, without the schema (valibot) or the
// client: the page's queries and the entry's early sends build them here, so both ask for exactly
// the same call (the same params are the same intent, with the same Idempotency-Key).

/** POST /v3/loan-details/init-pay-type: the banks (pay_type 1) or the mini markets (2). */
export const INIT_PAY_TYPE_CALL: PageCall<{
  productId: string;
  orderId: string;
  payType: PayType;
}> = {
  method: 'POST',
  path: '/v3/loan-details/init-pay-type',
  params: (p) => ({ productId: p.productId, orderId: p.orderId, pay_type: p.payType }),
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

/** POST /v3/loan-details/generate-vcode: creates (idempotently) the account to pay into. */
export const VCODE_CALL: PageCall<{ page: VaParams; choice: PayChoice; market: Market }> = {
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  idempotent: true,
  params: ({ page, choice, market }) => {
    const params = vcodeParams(page, choice, market);
    return params && { ...params };
  },
};

/** `/individual`: the choice of bank or mini market. */
export const payMethodPage = declarePage(PAGES.payMethod, {
  required: ['productId', 'orderId'],
  valid: (p) => toNumber(plainAmount(p.amount, currentMarket().market)) > 0,
  // The type the page opens on (a fresh repayment starts from the server's default).
  calls: [adaptCall(INIT_PAY_TYPE_CALL, (p) => ({ ...p, payType: openingPayType(p.fresh) }))],
});

/** `/that`: the virtual account; `fresh=1` starts from the server's default, as the page does. */
export const paymentInstructionsPage = declarePage(PAGES.paymentInstructions, {
  calls: [
    adaptCall(VCODE_CALL, (page) => ({
      page,
      choice: page.fresh ? FRESH_CHOICE : storedPayChoice(),
      market: currentMarket().market,
    })),
  ],
});
