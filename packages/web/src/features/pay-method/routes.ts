import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderEarlyRead, type RouteDef } from '../../lib/routes';
import { openingPayType } from './stores/pay-type';

// The texts of this feature's pages: the entry starts them with the page's chunk.
const NAMESPACES = ['payMethod'];

export const routes: RouteDef[] = [
  {
    ...PAGES.payMethod,
    namespaces: NAMESPACES,
    load: () => import('./pay-method-page').then((m) => m.PayMethodPage),
    // useBanks / useMarkets: POST /v3/loan-details/init-pay-type for the type the page opens on.
    earlyRead: orderEarlyRead('/v3/loan-details/init-pay-type', (q) => ({
      pay_type: openingPayType(q.get('fresh') === '1'),
    })),
  },
  {
    ...PAGES.paymentInstructions,
    namespaces: NAMESPACES,
    load: () => import('./virtual-account-page').then((m) => m.VirtualAccountPage),
  },
];
