import type { RouteDef } from '../lib/router';

declare const __DEV_PAGES__: boolean;

// Each feature declares its routes in `features/<name>/routes.ts`; its pages load as one chunk.
const modules = import.meta.glob<{ routes: RouteDef[] }>('../features/*/routes.ts', {
  eager: true,
});

/** Every route of the app, dev-only pages removed from production builds. */
export const appRoutes: RouteDef[] = Object.values(modules)
  .flatMap((m) => m.routes)
  .filter((route) => __DEV_PAGES__ || !route.devOnly);
