import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { INIT_PAY_TYPE_CALL, VCODE_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['payMethod'];

const payMethod = () => import('./pay-method-page').then((m) => m.PayMethodPage);
const paymentInstructions = () =>
  import('./payment-instructions-page').then((m) => m.PaymentInstructionsPage);

// The virtual account is created early, idempotently under the intent's key (the page's own call
// reuses it).
export const routes: RouteDef[] = [
  pageRoute(PAGES.payMethod, payMethod, INIT_PAY_TYPE_CALL),
  pageRoute(PAGES.paymentInstructions, paymentInstructions, VCODE_CALL),
];
