import type { PageCall } from '../../lib/http/page-call';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

/** POST /indah/v3/product/recommend-product-list with the scene: the products. */
export const RECOMMENDED_CALL: PageCall<{ scene: string }> = {
  method: 'POST',
  path: '/indah/v3/product/recommend-product-list',
  params: ({ scene }) => ({ scene }),
};
