import type { PageCall } from '../../lib/http/page-call';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox routes by them. The calls its routes send early are declared in
// early-calls.ts (the entry imports that file alone, so the rest stays out of the entry's bytes)
// and listed here with the others.

export { LOAN_DETAILS_CALL } from './early-calls';

/** POST /service/event/save (productId, moduleId, positionId): a statistics event. */
export const SAVE_EVENT_CALL: PageCall<{
  productId: string;
  moduleId: number;
  positionId: number;
}> = {
  method: 'POST',
  path: '/service/event/save',
  params: (event) => ({ ...event }),
};

/** POST /v3/loan-details/google-score: the stars the borrower chose (never a fixed 5). */
export const SAVE_SCORE_CALL: PageCall<{ score: number; productId: string; orderId: string }> = {
  method: 'POST',
  path: '/v3/loan-details/google-score',
  idempotent: true,
  params: (rating) => ({ ...rating }),
};

/** POST /gopia/goya/define with the product id (obfuscated `caveats`): where a tap leads. */
export const OPEN_RECOMMENDED_CALL: PageCall<{ productId: string }> = {
  method: 'POST',
  path: '/gopia/goya/define',
  params: ({ productId }) => ({ caveats: productId }),
};
