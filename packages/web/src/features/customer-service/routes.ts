import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

// The texts of this feature's pages: the entry starts them with the page's chunk.
const NAMESPACES = ['service'];

export const routes: RouteDef[] = [
  {
    ...PAGES.customerService,
    namespaces: NAMESPACES,
    load: () => import('./customer-service-page').then((m) => m.CustomerServicePage),
    // useContactInfo: POST /v3/personal-center/contact-kf-info.
    earlyRead: () => ({
      endpoint: { method: 'POST', path: '/v3/personal-center/contact-kf-info' },
      params: { overall: 30 },
    }),
  },
];
