import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderEarlyRead, type RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['repay'];

export const routes: RouteDef[] = [
  {
    ...PAGES.repay,
    load: () => import('./instalment-page').then((m) => m.InstalmentPage),
    // useInstalmentPlan: POST /v3/installment/loan-play-detail with both ids.
    earlyRead: orderEarlyRead('/v3/installment/loan-play-detail'),
  },
  {
    ...PAGES.repayDelay,
    load: () => import('./extension-page').then((m) => m.ExtensionPage),
  },
];
