import { orderCall } from '../../lib/http/page-call';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

/** POST /v3/loan-details/loan-details with both ids: the order and its actions. */
export const LOAN_DETAILS_CALL = orderCall('/v3/loan-details/loan-details');
