import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { CONFIRM_DETAIL_CALL, CONTRACTS_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanConfirm'];

export const routes: RouteDef[] = [
  // The agreements early too: without them, the first render sent them through axios, a download
  // on the way to the page's content.
  pageRoute(
    PAGES.loanConfirm,
    () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
    CONFIRM_DETAIL_CALL,
    CONTRACTS_CALL,
  ),
];
