import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';

// The pages' declarations and their first calls as data: the routes' early reads, the endpoints
// and their queries, and the sandbox all take the calls from here. The entry holds them.

/** POST /indah/v3/product/recommend-product-list with the scene: the products. */
export const RECOMMENDED_CALL: PageCall<{ scene: string }> = {
  method: 'POST',
  path: '/indah/v3/product/recommend-product-list',
  params: ({ scene }) => ({ scene }),
};

/** POST /indah/stand/targeted: why the joint login failed, and products to try instead. */
export const FAILURE_PAGE_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/indah/stand/targeted',
  params: () => ({}),
};

/** `/relevant`: the products recommended for the scene the shell opened it with. */
export const relevantPage = declarePage(PAGES.relevant, { calls: [RECOMMENDED_CALL] });

/** `/jointLoginFailure`: the failure and the alternatives. */
export const jointLoginFailurePage = declarePage(PAGES.jointLoginFailure, {
  calls: [FAILURE_PAGE_CALL],
});
