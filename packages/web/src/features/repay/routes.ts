import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { INSTALMENT_PLAN_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['repay'];

export const routes: RouteDef[] = [
  pageRoute(
    PAGES.repay,
    () => import('./repay-page').then((m) => m.RepayPage),
    INSTALMENT_PLAN_CALL,
  ),
  pageRoute(PAGES.repayDelay, () => import('./repay-delay-page').then((m) => m.RepayDelayPage)),
];
