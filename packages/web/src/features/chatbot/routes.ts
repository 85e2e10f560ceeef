import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/intelligentCustomerService',
    borrower: true,
    load: () => import('./chatbot-page').then((m) => m.ChatbotPage),
  },
];
