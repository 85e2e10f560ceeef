import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/borrowDetail/:orderId',
    borrower: true,
    load: () => import('./borrow-detail-page').then((m) => m.BorrowDetailPage),
  },
  {
    path: '/addnormalcard',
    borrower: true,
    load: () => import('./add-card-page').then((m) => m.AddCardPage),
  },
  {
    path: '/alipayrepayment',
    borrower: true,
    load: () => import('./alipay-repayment-page').then((m) => m.AlipayRepaymentPage),
  },
];
