import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';
import { QA_LIST_CALL } from './early-calls';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['chatbot'];

const chatbot = () => import('./chatbot-page').then((m) => m.ChatbotPage);

export const routes: RouteDef[] = [pageRoute(PAGES.chatbot, chatbot, QA_LIST_CALL)];
