import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { PROBLEM_INIT_CALL } from '../../../lib/user-problem';
import { problemInitData } from './schemas';

/** POST /user-problem/problem-init (orderNo) -> order list, the chosen order, types, sub-types. */
export const problemInit = defineEndpoint({ ...PROBLEM_INIT_CALL, schema: problemInitData });

export function useProblemInit(orderNo: string) {
  return useCallQuery(problemInit, PROBLEM_INIT_CALL, { orderNo });
}
