import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/customerService',
    load: () => import('./customer-service-page').then((m) => m.CustomerServicePage),
  },
];
