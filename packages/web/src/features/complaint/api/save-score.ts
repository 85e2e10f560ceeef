import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { SAVE_SCORE_CALL } from '../calls';

/** SAVE_SCORE_CALL: rates the reply. */
export const saveScore = defineEndpoint({ ...SAVE_SCORE_CALL, schema: v.unknown() });

export function sendScore(problemId: string, score: number) {
  return request(saveScore, SAVE_SCORE_CALL.params({ problemId, score }) ?? {}, { loading: true });
}
