import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { LOAN_DETAILS_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanDetails'];

export const routes: RouteDef[] = [
  pageRoute(
    PAGES.loanDetails,
    () => import('./loan-details-page').then((m) => m.LoanDetailsPage),
    LOAN_DETAILS_CALL,
  ),
];
