import type { RouteDef } from '../../lib/router';

export const routes: RouteDef[] = [
  {
    path: '/testPreview',
    devOnly: true,
    load: () => import('./test-preview-page').then((m) => m.TestPreviewPage),
  },
];
