import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { CONFIRM_DETAIL_CALL, CONTRACTS_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanConfirm'];

const loanConfirm = () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage);

// The agreements early too: without them, the first render sent them through axios, a download
// on the way to the page's content.
export const routes: RouteDef[] = [
  pageRoute(PAGES.loanConfirm, loanConfirm, CONFIRM_DETAIL_CALL, CONTRACTS_CALL),
];
