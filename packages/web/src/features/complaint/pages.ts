import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { adaptCall, type PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The pages' declarations and their first calls as data: the routes' early reads, the endpoints
// and their queries, and the sandbox all take the calls from here. The entry holds them.

type Order = { orderNo: string };

/** POST /user-problem/problem-init (orderNo when there is one): orders, types, sub-types. */
export const PROBLEM_INIT_CALL: PageCall<Order> = {
  method: 'POST',
  path: '/user-problem/problem-init',
  params: ({ orderNo }) => ({ orderNo: orderNo || undefined }),
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

/** `/complaint`: the entry, for the order by number or (older links) by id. */
export const complaintPage = declarePage(PAGES.complaint, {
  calls: [adaptCall(PROBLEM_INIT_CALL, (p) => ({ orderNo: p.orderNo || p.orderId }))],
});

/** `/complainNewPage`: the newer entry. */
export const complainNewPage = declarePage(PAGES.complainNewPage, {
  calls: [PROBLEM_INIT_V3_CALL],
});

/** `/complainPageNext`: the form, for a type (and the order when there is one). */
export const complaintFormPage = declarePage(PAGES.complaintForm, {
  required: ['problemType'],
  calls: [PROBLEM_INIT_CALL],
});

/** `/complaintList`: the borrower's complaints. */
export const complaintListPage = declarePage(PAGES.complaintList);

/** `/complainDetails`: one complaint. */
export const complaintDetailsPage = declarePage(PAGES.complaintDetails, {
  required: ['problemId'],
  calls: [PROBLEM_DETAIL_CALL],
});
