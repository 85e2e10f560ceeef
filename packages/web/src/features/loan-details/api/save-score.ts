import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { SAVE_SCORE_CALL } from '../calls';

/** SAVE_SCORE_CALL: the stars the borrower chose (architecture: never a fixed 5). */
export const saveScore = defineEndpoint({ ...SAVE_SCORE_CALL, schema: v.unknown() });

export function sendScore(input: { score: number; productId: string; orderId: string }) {
  return request(saveScore, SAVE_SCORE_CALL.params(input) ?? {}, { loading: true });
}
