import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
import { CONTRACT_SCENE } from './api/v3-marker';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['loanConfirm'];

export const routes: RouteDef[] = [
  {
    ...PAGES.loanConfirm,
    load: () => import('./loan-confirm-page').then((m) => m.LoanConfirmPage),
    // useConfirmDetail: POST /v3/loan-confirm/loan-detail-confirm with the product id; and
    // useContracts: POST /v3/contract/contract for the confirmation scene (without it early, the
    // page's first render sent it through axios, a download on the way to its content).
    earlyRead: (q) => {
      const productId = q.get('productId') ?? '';
      if (!productId) return null;
      return [
        {
          endpoint: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm' },
          params: { productId },
        },
        {
          endpoint: { method: 'POST', path: '/v3/contract/contract' },
          params: { productId, scene: CONTRACT_SCENE },
        },
      ];
    },
  },
];
