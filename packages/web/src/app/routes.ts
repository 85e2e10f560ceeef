import { DEV_PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../lib/routes';

declare const __DEV_PAGES__: boolean;

// Each feature declares its routes in `features/<name>/routes.ts`; its pages load lazily. Two
// globs of named exports, not one of whole modules: a module namespace object needs the bundler's
// runtime helper, and the entry would then wait for the runtime's file before it could run (and
// send the page's first read).
// (Vite reads the patterns only when they are written inline.)
const routeLists = import.meta.glob<RouteDef[]>(
  ['../features/*/routes.ts', '!../features/dev-preview/**'],
  { eager: true, import: 'routes' },
);
const namespaceLists = import.meta.glob<readonly string[] | undefined>(
  ['../features/*/routes.ts', '!../features/dev-preview/**'],
  { eager: true, import: 'namespaces' },
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
  ...Object.entries(routeLists).flatMap(([file, routes]) =>
    routes.map((route) => ({ namespaces: namespaceLists[file], ...route })),
  ),
  ...devRoutes,
];
