import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

// The texts of this feature's pages: the entry starts them with the page's chunk.
const NAMESPACES = ['recommend'];

export const routes: RouteDef[] = [
  {
    ...PAGES.relevant,
    namespaces: NAMESPACES,
    load: () => import('./relevant-page').then((m) => m.RelevantPage),
    // useRecommendedProducts: POST /indah/v3/product/recommend-product-list with the scene.
    earlyRead: (q) => ({
      endpoint: { method: 'POST', path: '/indah/v3/product/recommend-product-list' },
      params: { scene: q.get('scene') ?? '' },
    }),
  },
  {
    ...PAGES.jointLoginFailure,
    namespaces: NAMESPACES,
    load: () => import('./joint-login-failure-page').then((m) => m.JointLoginFailurePage),
  },
];
