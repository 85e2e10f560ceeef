import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['chatbot'];

export const routes: RouteDef[] = [
  {
    ...PAGES.chatbot,
    load: () => import('./chatbot-page').then((m) => m.ChatbotPage),
    // useChat's start: GET /h5-api/v3/user-problem/get-qa-list with the order and the root topic.
    earlyRead: (q) => ({
      endpoint: { method: 'GET', path: '/h5-api/v3/user-problem/get-qa-list' },
      params: { orderNo: q.get('orderNo') ?? '', pid: '0' },
    }),
  },
];
