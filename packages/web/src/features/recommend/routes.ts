import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['recommend'];

export const routes: RouteDef[] = [
  {
    ...PAGES.relevant,
    load: () => import('./relevant-page').then((m) => m.RelevantPage),
    // useRecommendedProducts: POST /indah/v3/product/recommend-product-list with the scene.
    earlyRead: (q) => ({
      endpoint: { method: 'POST', path: '/indah/v3/product/recommend-product-list' },
      params: { scene: q.get('scene') ?? '' },
    }),
  },
  {
    ...PAGES.jointLoginFailure,
    load: () => import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  },
];
