import type { PageCall } from '../../lib/http/page-call';
import { CONTRACT_SCENE } from './api/v3-marker';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

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
