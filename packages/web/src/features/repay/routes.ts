import { pageRoute, type RouteDef } from '../../lib/routes';
import { repayDelayPage, repayPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['repay'];

export const routes: RouteDef[] = [
  pageRoute(repayPage, () => import('./repay-page').then((m) => m.RepayPage)),
  pageRoute(repayDelayPage, () => import('./repay-delay-page').then((m) => m.RepayDelayPage)),
];
