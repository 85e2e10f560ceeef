import { orderCall } from '../../lib/http/page-call';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the routes' early reads and the sandbox take them from here. The entry imports the
// first calls: keep this file to declarations.

/** POST /v3/installment/loan-play-detail with both ids: the pending and paid periods. */
export const INSTALMENT_PLAN_CALL = orderCall('/v3/installment/loan-play-detail');

/** POST /v3/loan-details/delay-detail with both ids: the extension's fee, expiry and lines. */
export const DELAY_DETAIL_CALL = orderCall('/v3/loan-details/delay-detail');
