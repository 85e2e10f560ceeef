import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    ...PAGES.loanConfirm,
    load: () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
  },
];
