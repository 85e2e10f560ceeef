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
