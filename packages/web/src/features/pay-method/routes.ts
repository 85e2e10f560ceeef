import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { INIT_PAY_TYPE_CALL, VCODE_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['payMethod'];

export const routes: RouteDef[] = [
  pageRoute(
    PAGES.payMethod,
    () => import('./pay-method-page').then((m) => m.PayMethodPage),
    INIT_PAY_TYPE_CALL,
  ),
  // The account, created idempotently under the intent's key (the page's own call reuses it).
  pageRoute(
    PAGES.paymentInstructions,
    () => import('./payment-instructions-page').then((m) => m.PaymentInstructionsPage),
    VCODE_CALL,
  ),
];
