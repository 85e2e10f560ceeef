import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { CONTACT_INFO_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['service'];

const customerService = () => import('./customer-service-page').then((m) => m.CustomerServicePage);

export const routes: RouteDef[] = [
  pageRoute(PAGES.customerService, customerService, CONTACT_INFO_CALL),
];
