import type { PageCall } from '../../lib/http/page-call';
import { CONTRACT_SCENE } from './api/v3-marker';

// The calls this feature's routes send early (see calls.ts, the feature's one list of calls): the
// entry imports this file, so it holds these declarations and nothing else.

type Product = { productId: string };

/** POST /v3/loan-confirm/loan-detail-confirm with the product id: the loan offered. */
export const CONFIRM_DETAIL_CALL: PageCall<Product> = {
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  params: ({ productId }) => (productId ? { productId } : null),
};

/** POST /v3/contract/contract for the confirmation scene: the agreements' titles. */
export const CONTRACTS_CALL: PageCall<Product> = {
  method: 'POST',
  path: '/v3/contract/contract',
  params: ({ productId }) => (productId ? { productId, scene: CONTRACT_SCENE } : null),
};
