import { orderCall } from '../../lib/http/page-call';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

/** POST /v3/installment/loan-play-detail with both ids: the pending and paid periods. */
export const INSTALMENT_PLAN_CALL = orderCall('/v3/installment/loan-play-detail');
