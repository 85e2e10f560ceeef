import { pageRoute, type RouteDef } from '../../lib/routes';
import { jointLoginFailurePage, relevantPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['recommend'];

export const routes: RouteDef[] = [
  pageRoute(relevantPage, () => import('./relevant-page').then((m) => m.RelevantPage)),
  pageRoute(jointLoginFailurePage, () =>
    import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  ),
];
