import { defineEndpoint, useApiQuery } from '../../../lib/http';
import { complaint } from './schemas';

/** POST /user-problem/problem-detail (problemId) -> one complaint with its reply. */
export const problemDetail = defineEndpoint({
  method: 'POST',
  path: '/user-problem/problem-detail',
  schema: complaint,
});

export function useProblemDetail(problemId: string) {
  return useApiQuery(problemDetail, { problemId }, { enabled: Boolean(problemId) });
}
