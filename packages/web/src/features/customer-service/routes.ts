import { pageRoute, type RouteDef } from '../../lib/routes';
import { customerServicePage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['service'];

export const routes: RouteDef[] = [
  pageRoute(customerServicePage, () =>
    import('./customer-service-page').then((m) => m.CustomerServicePage),
  ),
];
