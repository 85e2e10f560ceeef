import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/relevant',
    borrower: true,
    load: () => import('./relevant-page').then((m) => m.RelevantPage),
  },
  {
    path: '/jointLoginFailure',
    borrower: true,
    load: () => import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  },
];
