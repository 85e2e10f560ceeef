import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';

/** POST /v3/loan-details/google-score: the stars the borrower chose (architecture: never a fixed 5). */
export const saveScore = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: '/v3/loan-details/google-score',
  schema: v.unknown(),
});

export function sendScore(input: { score: number; productId: string; orderId: string }) {
  return request(saveScore, input, { loading: true });
}
