import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/individual',
    borrower: true,
    load: () => import('./pay-method-page').then((m) => m.PayMethodPage),
  },
  {
    path: '/that',
    borrower: true,
    load: () => import('./virtual-account-page').then((m) => m.VirtualAccountPage),
  },
];
