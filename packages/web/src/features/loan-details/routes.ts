import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/loanDetails',
    borrower: true,
    load: () => import('./loan-details-page').then((m) => m.LoanDetailsPage),
  },
];
