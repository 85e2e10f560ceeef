import { orderCall } from '../../lib/http/page-call';

// The calls this feature's routes send early (see calls.ts, the feature's one list of calls): the
// entry imports this file, so it holds these declarations and nothing else.

/** POST /v3/loan-details/loan-details with both ids: the order and its actions. */
export const LOAN_DETAILS_CALL = orderCall('/v3/loan-details/loan-details');
