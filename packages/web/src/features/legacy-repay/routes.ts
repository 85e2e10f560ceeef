import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['legacyRepay'];

export const routes: RouteDef[] = [
  {
    ...PAGES.borrowDetail,
    load: () => import('./borrow-detail-page').then((m) => m.BorrowDetailPage),
  },
  {
    ...PAGES.addNormalCard,
    load: () => import('./add-card-page').then((m) => m.AddCardPage),
  },
  {
    ...PAGES.alipayRepayment,
    load: () => import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage),
  },
];
