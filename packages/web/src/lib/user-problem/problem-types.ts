import type { PageCall } from '../http/page-call';
import { type Order, PROBLEM_INIT_CALL } from './problem-init';

// What the complaint pages and the chatbot's hand-over share beyond the form's early call.

/** Collection complaints need a sub-type and an order that allows them (`isShow` 1). */
export const COLLECTION_TYPE = '1';

/** POST /h5-api/v3/user-problem/problem-init: the same data, for the newer entry and the chatbot. */
export const PROBLEM_INIT_V3_CALL: PageCall<Order> = {
  ...PROBLEM_INIT_CALL,
  path: '/h5-api/v3/user-problem/problem-init',
};
