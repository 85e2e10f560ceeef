import { pageRoute, type RouteDef } from '../../lib/routes';
import { chatbotPage } from './pages';

/** The texts this feature's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['chatbot'];

export const routes: RouteDef[] = [
  pageRoute(chatbotPage, () => import('./chatbot-page').then((m) => m.ChatbotPage)),
];
