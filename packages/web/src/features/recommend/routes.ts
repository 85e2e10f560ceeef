import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { RECOMMENDED_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['recommend'];

const relevant = () => import('./relevant-page').then((m) => m.RelevantPage);
const jointLoginFailure = () =>
  import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage);

export const routes: RouteDef[] = [
  pageRoute(PAGES.relevant, relevant, RECOMMENDED_CALL),
  pageRoute(PAGES.jointLoginFailure, jointLoginFailure),
];
