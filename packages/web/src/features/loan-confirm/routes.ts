import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanConfirm'];

export const routes: RouteDef[] = [
  {
    ...PAGES.loanConfirm,
    load: () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
    // useConfirmDetail: POST /v3/loan-confirm/loan-detail-confirm with the product id.
    earlyRead: (q) => {
      const productId = q.get('productId') ?? '';
      if (!productId) return null;
      return {
        endpoint: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm' },
        params: { productId },
      };
    },
  },
];
