import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.loanDetails,
    load: () => import('./loan-details-page').then((m) => m.LoanDetailsPage),
    // useLoanDetails: POST /v3/loan-details/loan-details with both ids.
    earlyRead: (q) => {
      const productId = q.get('productId') ?? '';
      const orderId = q.get('orderId') ?? '';
      if (!productId || !orderId) return null;
      return {
        endpoint: { method: 'POST', path: '/v3/loan-details/loan-details' },
        params: { productId, orderId },
      };
    },
  },
];
