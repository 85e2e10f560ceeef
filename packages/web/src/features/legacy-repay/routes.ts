import { pageRoute, type RouteDef } from '../../lib/routes';
import { addNormalCardPage, alipayRepaymentPage, borrowDetailPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['legacyRepay'];

export const routes: RouteDef[] = [
  pageRoute(borrowDetailPage, () => import('./borrow-detail-page').then((m) => m.BorrowDetailPage)),
  pageRoute(addNormalCardPage, () =>
    import('./add-normal-card-page').then((m) => m.AddNormalCardPage),
  ),
  pageRoute(alipayRepaymentPage, () =>
    import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage),
  ),
];
