import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The page's declaration and its first call as data: the route's early read, the endpoint and its
// query, and the sandbox all take the call from here. The entry holds it.

/** POST /v3/personal-center/contact-kf-info with overall=30: the service's e-mail and phone. */
export const CONTACT_INFO_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/v3/personal-center/contact-kf-info',
  params: () => ({ overall: 30 }),
};

/** `/customerService`: telephone, e-mail and the chatbot (about `orderNo` when given). */
export const customerServicePage = declarePage(PAGES.customerService, {
  calls: [CONTACT_INFO_CALL],
});
