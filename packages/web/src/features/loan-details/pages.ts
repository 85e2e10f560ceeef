import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The page's declaration and its first call as data: the route's early read, the endpoint and its
// query, and the sandbox all take the call from here. The entry holds it: no schema here.

/** POST /v3/loan-details/loan-details with both ids: the order and its actions. */
export const LOAN_DETAILS_CALL = orderCall('/v3/loan-details/loan-details');

/** `/loanDetails`: the order's status and actions. */
export const loanDetailsPage = declarePage(PAGES.loanDetails, {
  required: ['productId', 'orderId'],
  calls: [LOAN_DETAILS_CALL],
});
