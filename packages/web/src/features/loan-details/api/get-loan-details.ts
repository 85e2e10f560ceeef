import * as v from 'valibot';
import { defineEndpoint, lines, text, texts, useCallQuery } from '../../../lib/http';
import { LOAN_DETAILS_CALL } from '../calls';
import { recommendedProducts } from './recommended-product';

const loanDetails = v.looseObject({
  ...texts('orderStatus', 'noticeStatusText', 'noticeDesText', 'productName', 'productLogo'),
  userOrderDetail: v.pipe(
    v.optional(v.nullable(v.looseObject({ detail: lines })), { detail: [] }),
    v.transform((d) => d ?? { detail: [] }),
  ),
  recProducts: recommendedProducts,
  /** Meaning not shown by the specification; read, not acted on. */
  inside: text,
  /** The order's own repayment page; replaces ours when present. */
  h5Url: text,
  ...texts('isDelay', 'telephone', 'isScore'),
  /** Meaning not shown by the specification; read, not acted on. */
  playeduL: text,
  /** The amount due as displayed (with separators): passed to the repayment page without them. */
  reyMsg: text,
});

export type LoanDetails = v.InferOutput<typeof loanDetails>;

/** POST /v3/loan-details/loan-details with productId and orderId -> the order and its actions. */
export const getLoanDetails = defineEndpoint({ ...LOAN_DETAILS_CALL, schema: loanDetails });

export function useLoanDetails(order: { productId: string; orderId: string }) {
  return useCallQuery(getLoanDetails, LOAN_DETAILS_CALL, order);
}
