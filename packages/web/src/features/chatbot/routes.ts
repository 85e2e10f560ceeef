import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

export const routes: RouteDef[] = [
  {
    ...PAGES.chatbot,
    load: () => import('./chatbot-page').then((m) => m.ChatbotPage),
  },
];
