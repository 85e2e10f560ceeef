import { defineEndpoint, useApiQuery } from '../../../lib/http';
import { problemInitData } from './schemas';

/** POST /user-problem/problem-init (orderNo) -> order list, the chosen order, types, sub-types. */
export const problemInit = defineEndpoint({
  method: 'POST',
  path: '/user-problem/problem-init',
  schema: problemInitData,
});

export function useProblemInit(orderNo: string) {
  return useApiQuery(problemInit, { orderNo: orderNo || undefined });
}
