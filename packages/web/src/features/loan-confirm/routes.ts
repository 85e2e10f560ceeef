import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/loanConfirm',
    borrower: true,
    load: () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
  },
];
