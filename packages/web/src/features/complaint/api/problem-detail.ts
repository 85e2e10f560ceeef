import type { PageCall } from '../../../lib/http';
import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { complaint } from './schemas';

/** POST /user-problem/problem-detail (problemId): one complaint with its reply. */
export const PROBLEM_DETAIL_CALL: PageCall<{ problemId: string }> = {
  method: 'POST',
  path: '/user-problem/problem-detail',
  params: ({ problemId }) => (problemId ? { problemId } : null),
};

/** POST /user-problem/problem-detail (problemId) -> one complaint with its reply. */
export const problemDetail = defineEndpoint({ ...PROBLEM_DETAIL_CALL, schema: complaint });

export function useProblemDetail(problemId: string) {
  return useCallQuery(problemDetail, PROBLEM_DETAIL_CALL, { problemId });
}
