import { pageRoute, type RouteDef } from '../../lib/routes';
import { loanConfirmPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanConfirm'];

export const routes: RouteDef[] = [
  pageRoute(loanConfirmPage, () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage)),
];
