import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';
// By file, not the routes index: the entry imports this, and the page hooks stay out of it.
import { pageRoute } from '../../lib/routes/page-route';
import { QA_LIST_CALL } from './calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['chatbot'];

export const routes: RouteDef[] = [
  // The conversation starts with the root topics, about the order when given.
  pageRoute(PAGES.chatbot, () => import('./chatbot-page').then((m) => m.ChatbotPage), QA_LIST_CALL),
];
