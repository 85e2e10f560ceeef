import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.relevant,
    load: () => import('./relevant-page').then((m) => m.RelevantPage),
  },
  {
    ...PAGES.jointLoginFailure,
    load: () => import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  },
];
