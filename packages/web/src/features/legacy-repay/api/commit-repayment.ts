import * as v from 'valibot';
import { defineEndpoint, text } from '../../../lib/http';
import { LEGACY_BASE } from './legacy-base';

// needValid decides between "pay now" and "ask for the code": without it the answer is malformed,
// never read as a finished payment.
const commitResult = v.object({
  needValid: v.pipe(
    v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')]),
    v.transform(String),
  ),
  repayRecordId: text,
});

export type CommitResult = v.InferOutput<typeof commitResult>;

/** POST .../repayment-commit: starts a card repayment; `needValid` 1 asks for the SMS code. */
export const commitRepayment = defineEndpoint({
  method: 'POST',
  money: true,
  path: `${LEGACY_BASE}/repayment-commit`,
  schema: commitResult,
});

export interface CommitPayload {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  /** 1 asks the server to send (or send again) the SMS code. */
  sendMsg: number;
}
