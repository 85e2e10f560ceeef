import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/repay',
    borrower: true,
    load: () => import('./instalment-page').then((m) => m.InstalmentPage),
  },
  {
    path: '/repayDelay',
    borrower: true,
    load: () => import('./extension-page').then((m) => m.ExtensionPage),
  },
];
