import { defineEndpoint, useApiQuery } from '../../../lib/http';
import { problemInitData } from './schemas';

/** POST /h5-api/v3/user-problem/problem-init (orderNo): the same data for the newer entry page. */
export const problemInitV3 = defineEndpoint({
  method: 'POST',
  path: '/h5-api/v3/user-problem/problem-init',
  schema: problemInitData,
});

export function useProblemInitV3(orderNo: string) {
  return useApiQuery(problemInitV3, { orderNo: orderNo || undefined });
}
