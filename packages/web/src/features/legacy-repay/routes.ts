import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

// The texts of this feature's pages: the entry starts them with the page's chunk.
const NAMESPACES = ['legacyRepay'];

export const routes: RouteDef[] = [
  {
    ...PAGES.borrowDetail,
    namespaces: NAMESPACES,
    load: () => import('./borrow-detail-page').then((m) => m.BorrowDetailPage),
  },
  {
    ...PAGES.addNormalCard,
    namespaces: NAMESPACES,
    load: () => import('./add-card-page').then((m) => m.AddCardPage),
  },
  {
    ...PAGES.alipayRepayment,
    namespaces: NAMESPACES,
    load: () => import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage),
  },
];
