import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { LOAN_DETAILS_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanDetails'];

const loanDetails = () => import('./loan-details-page').then((m) => m.LoanDetailsPage);

export const routes: RouteDef[] = [pageRoute(PAGES.loanDetails, loanDetails, LOAN_DETAILS_CALL)];
