import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { CONTACT_INFO_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['service'];

export const routes: RouteDef[] = [
  pageRoute(
    PAGES.customerService,
    () => import('./customer-service-page').then((m) => m.CustomerServicePage),
    CONTACT_INFO_CALL,
  ),
];
