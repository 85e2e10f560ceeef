import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';

/** POST /user-problem/save-score (score, problemId). */
export const saveScore = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: '/user-problem/save-score',
  schema: v.unknown(),
});

export function sendScore(problemId: string, score: number) {
  return request(saveScore, { problemId, score }, { loading: true });
}
