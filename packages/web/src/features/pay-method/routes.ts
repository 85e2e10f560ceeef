import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { currentMarket } from '../../lib/identity';
import { orderEarlyRead, type RouteDef } from '../../lib/routes';
import { vcodeEarlyRead } from './api/vcode-request';
import { FRESH_CHOICE, openingPayType, storedPayChoice } from './stores/pay-type';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['payMethod'];

export const routes: RouteDef[] = [
  {
    ...PAGES.payMethod,
    load: () => import('./pay-method-page').then((m) => m.PayMethodPage),
    // useBanks / useMarkets: POST /v3/loan-details/init-pay-type for the type the page opens on.
    earlyRead: orderEarlyRead('/v3/loan-details/init-pay-type', (q) => ({
      pay_type: openingPayType(q.get('fresh') === '1'),
    })),
  },
  {
    ...PAGES.paymentInstructions,
    load: () => import('./virtual-account-page').then((m) => m.VirtualAccountPage),
    // useVirtualAccount: creates the account, idempotently, under the intent's key (the page's
    // own call reuses it); `fresh=1` starts from the server's default, as the page does.
    earlyRead: (q) =>
      vcodeEarlyRead(
        q,
        q.get('fresh') === '1' ? FRESH_CHOICE : storedPayChoice(),
        currentMarket().market,
      ),
  },
];
