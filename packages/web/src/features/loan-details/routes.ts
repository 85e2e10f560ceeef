import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.loanDetails,
    load: () => import('./loan-details-page').then((m) => m.LoanDetailsPage),
  },
];
