import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['legacyRepay'];

const borrowDetail = () => import('./borrow-detail-page').then((m) => m.BorrowDetailPage);
const addNormalCard = () => import('./add-normal-card-page').then((m) => m.AddNormalCardPage);
const alipayRepayment = () => import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage);

// The store's first call (the cards) carries the order and the language in its path and waits
// for the router (`/borrowDetail/:orderId` is a pattern), so none is sent early.
export const routes: RouteDef[] = [
  pageRoute(PAGES.borrowDetail, borrowDetail),
  pageRoute(PAGES.addNormalCard, addNormalCard),
  pageRoute(PAGES.alipayRepayment, alipayRepayment),
];
