import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { RECOMMENDED_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['recommend'];

export const routes: RouteDef[] = [
  pageRoute(
    PAGES.relevant,
    () => import('./relevant-page').then((m) => m.RelevantPage),
    RECOMMENDED_CALL,
  ),
  pageRoute(PAGES.jointLoginFailure, () =>
    import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  ),
];
