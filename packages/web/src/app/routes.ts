import { DEV_PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../lib/routes';

declare const __DEV_PAGES__: boolean;

// Each feature declares its routes in `features/<name>/routes.ts`; its pages load lazily.
const modules = import.meta.glob<{ routes: RouteDef[]; namespaces?: readonly string[] }>(
  ['../features/*/routes.ts', '!../features/dev-preview/**'],
  { eager: true },
);

// The developer page is declared here, behind the build flag, so that a production build drops
// the route, its chunk and even its path string.
const devRoutes: RouteDef[] = __DEV_PAGES__
  ? [
      {
        ...DEV_PAGES.testPreview,
        devOnly: true,
        load: () =>
          import('../features/dev-preview/test-preview-page').then((m) => m.TestPreviewPage),
      },
    ]
  : [];

/** Every route of the app. */
export const appRoutes: RouteDef[] = [
  // A route takes its feature's texts unless it names its own.
  ...Object.values(modules).flatMap((m) =>
    m.routes.map((route) => ({ namespaces: m.namespaces, ...route })),
  ),
  ...devRoutes,
];
