import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderEarlyRead, type RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanDetails'];

export const routes: RouteDef[] = [
  {
    ...PAGES.loanDetails,
    load: () => import('./loan-details-page').then((m) => m.LoanDetailsPage),
    // useLoanDetails: POST /v3/loan-details/loan-details with both ids.
    earlyRead: orderEarlyRead('/v3/loan-details/loan-details'),
  },
];
