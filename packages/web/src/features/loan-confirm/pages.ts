import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';
import { CONTRACT_SCENE } from './api/v3-marker';

// The page's declaration and its first calls as data: the route's early reads, the endpoints and
// their queries, and the sandbox all take the calls from here. The entry holds them.

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

/**
 * `/loanConfirm`: both calls early (without the agreements early, the page's first render sent
 * them through axios, a download on the way to its content).
 */
export const loanConfirmPage = declarePage(PAGES.loanConfirm, {
  required: ['productId'],
  calls: [CONFIRM_DETAIL_CALL, CONTRACTS_CALL],
});
