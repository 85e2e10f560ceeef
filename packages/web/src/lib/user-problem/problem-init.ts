import type { PageCall } from '../http/page-call';

// The complaint domain's start call, shared by the complaint pages and (its v3 path, in
// problem-types.ts) the help chatbot's hand-over: features do not import each other, so it is
// written once here. Plain data, no schema (each reads what it needs): the entry sends the form's
// call early, so this file holds nothing else.

/** The order a page is opened for: by number, or (the entry's older links) by id. */
export type Order = { orderNo: string; orderId?: string };

/** POST /user-problem/problem-init (the order when there is one): orders, types, sub-types. */
export const PROBLEM_INIT_CALL: PageCall<Order> = {
  method: 'POST',
  path: '/user-problem/problem-init',
  params: ({ orderNo, orderId }) => ({ orderNo: orderNo || orderId || undefined }),
};
