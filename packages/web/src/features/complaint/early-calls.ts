import type { PageCall } from '../../lib/http/page-call';

// The calls this feature's routes send early, and the one the app hands the chatbot (see calls.ts,
// the feature's one list of calls): the entry imports this file, so it holds these declarations
// and nothing else.

/** The order a page is opened for: by number, or (the entry's older links) by id. */
export type Order = { orderNo: string; orderId?: string };

/** POST /user-problem/problem-init (the order when there is one): orders, types, sub-types. */
export const PROBLEM_INIT_CALL: PageCall<Order> = {
  method: 'POST',
  path: '/user-problem/problem-init',
  params: ({ orderNo, orderId }) => ({ orderNo: orderNo || orderId || undefined }),
};

/**
 * POST /h5-api/v3/user-problem/problem-init: the same data, for the newer entry page; the app
 * hands it to the chatbot too (its hand-over asks it for the complaint types), see
 * `lib/user-problem`.
 */
export const PROBLEM_INIT_V3_CALL: PageCall<Order> = {
  ...PROBLEM_INIT_CALL,
  path: '/h5-api/v3/user-problem/problem-init',
};
