import type { PageCall } from '../../lib/http/page-call';
import { CONTRACT_SCENE, V3_MARKER } from './api/v3-marker';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox routes by them. The calls its routes send early are declared in
// early-calls.ts (the entry imports that file alone, so the rest stays out of the entry's bytes)
// and listed here with the others.

export { CONFIRM_DETAIL_CALL, CONTRACTS_CALL } from './early-calls';

/** What the borrower confirms: the amount and term of the product offered. */
export interface PushInput {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

/** POST /v3/loan-confirm/loan-detail-push: takes the loan (moves money); the new order's page. */
export const PUSH_LOAN_CALL: PageCall<PushInput> = {
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  money: true,
  idempotent: true,
  params: (input) => ({ ...input, ...V3_MARKER }),
};

/** POST /v3/contract/contract-jump for one agreement (its position): the agreement's page. */
export const CONTRACT_JUMP_CALL: PageCall<{
  productId: string;
  orderId: string;
  position: number;
}> = {
  method: 'POST',
  path: '/v3/contract/contract-jump',
  params: (input) => ({ ...input, scene: CONTRACT_SCENE, ...V3_MARKER }),
};
