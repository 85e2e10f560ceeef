import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.payMethod,
    load: () => import('./pay-method-page').then((m) => m.PayMethodPage),
  },
  {
    ...PAGES.paymentInstructions,
    load: () => import('./virtual-account-page').then((m) => m.VirtualAccountPage),
  },
];
