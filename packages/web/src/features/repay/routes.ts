import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.repay,
    load: () => import('./instalment-page').then((m) => m.InstalmentPage),
  },
  {
    ...PAGES.repayDelay,
    load: () => import('./extension-page').then((m) => m.ExtensionPage),
  },
];
