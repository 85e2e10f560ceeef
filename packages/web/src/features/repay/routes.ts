import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { orderEarlyRead, type RouteDef } from '../../lib/routes';

// The texts of this feature's pages: the entry starts them with the page's chunk.
const NAMESPACES = ['repay'];

export const routes: RouteDef[] = [
  {
    ...PAGES.repay,
    namespaces: NAMESPACES,
    load: () => import('./instalment-page').then((m) => m.InstalmentPage),
    // useInstalmentPlan: POST /v3/installment/loan-play-detail with both ids.
    earlyRead: orderEarlyRead('/v3/installment/loan-play-detail'),
  },
  {
    ...PAGES.repayDelay,
    namespaces: NAMESPACES,
    load: () => import('./extension-page').then((m) => m.ExtensionPage),
  },
];
