import { defineEndpoint, useCallQuery } from '../../../lib/http';
import { PROBLEM_INIT_CALL } from '../calls';
import { problemInitData } from './schemas';

/** PROBLEM_INIT_CALL -> order list, the chosen order, types, sub-types. */
export const problemInit = defineEndpoint({ ...PROBLEM_INIT_CALL, schema: problemInitData });

export function useProblemInit(orderNo: string) {
  return useCallQuery(problemInit, PROBLEM_INIT_CALL, { orderNo });
}
