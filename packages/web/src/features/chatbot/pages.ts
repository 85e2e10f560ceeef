import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { adaptCall, type PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The page's declaration and its first call as data: the route's early read, the endpoint and the
// conversation's calls, and the sandbox all take the call from here. The entry holds it.

/** The help tree's root: the conversation starts with its categories. */
export const ROOT_PID = '0';

/** GET /h5-api/v3/user-problem/get-qa-list (orderNo, pid): a topic's children or answers. */
export const QA_LIST_CALL: PageCall<{ orderNo: string; pid: string }> = {
  method: 'GET',
  path: '/h5-api/v3/user-problem/get-qa-list',
  params: ({ orderNo, pid }) => ({ orderNo, pid }),
};

/** `/intelligentCustomerService`: starts with the root topics, about the order when given. */
export const chatbotPage = declarePage(PAGES.chatbot, {
  calls: [adaptCall(QA_LIST_CALL, ({ orderNo }) => ({ orderNo, pid: ROOT_PID }))],
});
