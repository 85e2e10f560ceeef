import { pageRoute, type RouteDef } from '../../lib/routes';
import { payMethodPage, paymentInstructionsPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['payMethod'];

export const routes: RouteDef[] = [
  pageRoute(payMethodPage, () => import('./pay-method-page').then((m) => m.PayMethodPage)),
  pageRoute(paymentInstructionsPage, () =>
    import('./payment-instructions-page').then((m) => m.PaymentInstructionsPage),
  ),
];
