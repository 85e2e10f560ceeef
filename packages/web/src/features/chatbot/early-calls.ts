import type { PageCall } from '../../lib/http/page-call';

// The calls this feature's routes send early (see calls.ts, the feature's one list of calls): the
// entry imports this file, so it holds these declarations and nothing else.

/** The help tree's root: the conversation starts with its categories. */
export const ROOT_PID = '0';

/**
 * GET /h5-api/v3/user-problem/get-qa-list (orderNo, pid): a topic's children or answers; the page
 * starts with the root's (its early read).
 */
export const QA_LIST_CALL: PageCall<{ orderNo: string; pid?: string }> = {
  method: 'GET',
  path: '/h5-api/v3/user-problem/get-qa-list',
  params: ({ orderNo, pid = ROOT_PID }) => ({ orderNo, pid }),
};
