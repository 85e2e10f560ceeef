import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { PROBLEM_INIT_CALL } from '../calls';
import { problemInitData } from './schemas';

/** POST /h5-api/v3/user-problem/problem-init: the same data for the newer entry page. */
const PROBLEM_INIT_V3_CALL: typeof PROBLEM_INIT_CALL = {
  ...PROBLEM_INIT_CALL,
  path: '/h5-api/v3/user-problem/problem-init',
};

/** POST /h5-api/v3/user-problem/problem-init (orderNo): the same data for the newer entry page. */
export const problemInitV3 = defineEndpoint({ ...PROBLEM_INIT_V3_CALL, schema: problemInitData });

export function useProblemInitV3(orderNo: string) {
  return useCallQuery(problemInitV3, PROBLEM_INIT_V3_CALL, { orderNo });
}
