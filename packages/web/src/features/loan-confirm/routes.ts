import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.loanConfirm,
    load: () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
  },
];
