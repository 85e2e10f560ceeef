import type { PageCall } from '../../lib/http/page-call';

// The calls this feature's routes send early (see calls.ts, the feature's one list of calls): the
// entry imports this file, so it holds these declarations and nothing else.

/** POST /indah/v3/product/recommend-product-list with the scene: the products. */
export const RECOMMENDED_CALL: PageCall<{ scene: string }> = {
  method: 'POST',
  path: '/indah/v3/product/recommend-product-list',
  params: ({ scene }) => ({ scene }),
};
