import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { INSTALMENT_PLAN_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['repay'];

const repay = () => import('./repay-page').then((m) => m.RepayPage);
const repayDelay = () => import('./repay-delay-page').then((m) => m.RepayDelayPage);

export const routes: RouteDef[] = [
  pageRoute(PAGES.repay, repay, INSTALMENT_PLAN_CALL),
  pageRoute(PAGES.repayDelay, repayDelay),
];
