import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The pages' declarations and their first calls as data: the routes' early reads, the endpoints
// and their queries, and the sandbox all take the calls from here. The entry holds them.

/** POST /v3/installment/loan-play-detail with both ids: the pending and paid periods. */
export const INSTALMENT_PLAN_CALL = orderCall('/v3/installment/loan-play-detail');
/** POST /v3/loan-details/delay-detail with both ids: the extension's fee, expiry and lines. */
export const DELAY_DETAIL_CALL = orderCall('/v3/loan-details/delay-detail');

const order = ['productId', 'orderId'] as const;

/** `/repay`: the instalment plan. */
export const repayPage = declarePage(PAGES.repay, {
  required: order,
  calls: [INSTALMENT_PLAN_CALL],
});

/** `/repayDelay`: the extension. */
export const repayDelayPage = declarePage(PAGES.repayDelay, {
  required: order,
  calls: [DELAY_DETAIL_CALL],
});
