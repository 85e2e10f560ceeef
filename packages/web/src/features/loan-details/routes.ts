import { pageRoute, type RouteDef } from '../../lib/routes';
import { loanDetailsPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanDetails'];

export const routes: RouteDef[] = [
  pageRoute(loanDetailsPage, () => import('./loan-details-page').then((m) => m.LoanDetailsPage)),
];
