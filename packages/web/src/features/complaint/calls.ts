import type { PageCall } from '../../lib/http/page-call';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

/** The order a page is opened for: by number, or (the entry's older links) by id. */
type Order = { orderNo: string; orderId?: string };

/** POST /user-problem/problem-init (the order when there is one): orders, types, sub-types. */
export const PROBLEM_INIT_CALL: PageCall<Order> = {
  method: 'POST',
  path: '/user-problem/problem-init',
  params: ({ orderNo, orderId }) => ({ orderNo: orderNo || orderId || undefined }),
};

/** POST /h5-api/v3/user-problem/problem-init: the same data for the newer entry page. */
export const PROBLEM_INIT_V3_CALL: PageCall<Order> = {
  ...PROBLEM_INIT_CALL,
  path: '/h5-api/v3/user-problem/problem-init',
};

/** POST /user-problem/problem-detail (problemId): one complaint with its reply. */
export const PROBLEM_DETAIL_CALL: PageCall<{ problemId: string }> = {
  method: 'POST',
  path: '/user-problem/problem-detail',
  params: ({ problemId }) => (problemId ? { problemId } : null),
};
