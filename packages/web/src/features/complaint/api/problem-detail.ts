import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { PROBLEM_DETAIL_CALL } from '../calls';
import { complaint } from './schemas';

/** PROBLEM_DETAIL_CALL -> one complaint with its reply. */
export const problemDetail = defineEndpoint({ ...PROBLEM_DETAIL_CALL, schema: complaint });

export function useProblemDetail(problemId: string) {
  return useCallQuery(problemDetail, PROBLEM_DETAIL_CALL, { problemId });
}
