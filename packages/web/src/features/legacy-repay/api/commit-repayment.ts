import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { LEGACY_BASE, text } from './schema-parts';

const commitResult = v.object({ needValid: text, repayRecordId: text });

export type CommitResult = v.InferOutput<typeof commitResult>;

/** POST .../repayment-commit: starts a card repayment; `needValid` 1 asks for the SMS code. */
export const commitRepayment = defineEndpoint({
  method: 'POST',
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
