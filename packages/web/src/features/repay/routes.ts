import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.repay,
    load: () => import('./instalment-page').then((m) => m.InstalmentPage),
    // useInstalmentPlan: POST /v3/installment/loan-play-detail with both ids.
    earlyRead: (q) => {
      const productId = q.get('productId') ?? '';
      const orderId = q.get('orderId') ?? '';
      if (!productId || !orderId) return null;
      return {
        endpoint: { method: 'POST', path: '/v3/installment/loan-play-detail' },
        params: { productId, orderId },
      };
    },
  },
  {
    ...PAGES.repayDelay,
    load: () => import('./extension-page').then((m) => m.ExtensionPage),
  },
];
