import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['legacyRepay'];

// The store's first call (the cards) carries the order and the language in its path and waits for
// the router (`/borrowDetail/:orderId` is a pattern), so none is sent early.
export const routes: RouteDef[] = [
  pageRoute(PAGES.borrowDetail, () =>
    import('./borrow-detail-page').then((m) => m.BorrowDetailPage),
  ),
  pageRoute(PAGES.addNormalCard, () =>
    import('./add-normal-card-page').then((m) => m.AddNormalCardPage),
  ),
  pageRoute(PAGES.alipayRepayment, () =>
    import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage),
  ),
];
