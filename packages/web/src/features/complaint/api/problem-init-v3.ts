import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { PROBLEM_INIT_V3_CALL } from '../calls';
import { problemInitData } from './schemas';

/** PROBLEM_INIT_V3_CALL: the same data for the newer entry page. */
export const problemInitV3 = defineEndpoint({ ...PROBLEM_INIT_V3_CALL, schema: problemInitData });

export function useProblemInitV3(orderNo: string) {
  return useCallQuery(problemInitV3, PROBLEM_INIT_V3_CALL, { orderNo });
}
