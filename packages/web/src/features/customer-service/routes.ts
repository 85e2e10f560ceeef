import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.customerService,
    load: () => import('./customer-service-page').then((m) => m.CustomerServicePage),
  },
];
