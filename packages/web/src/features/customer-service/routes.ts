import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['service'];

export const routes: RouteDef[] = [
  {
    ...PAGES.customerService,
    load: () => import('./customer-service-page').then((m) => m.CustomerServicePage),
    // useContactInfo: POST /v3/personal-center/contact-kf-info.
    earlyRead: () => ({
      endpoint: { method: 'POST', path: '/v3/personal-center/contact-kf-info' },
      params: { overall: 30 },
    }),
  },
];
