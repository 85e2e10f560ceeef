import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { RouteDef } from '../lib/routes';

interface LoadedPage {
  Page: ComponentType;
  QueryProvider: ComponentType<{ children: ReactNode }>;
}

const loading = new Map<RouteDef, Promise<LoadedPage>>();
const loaded = new Map<RouteDef, LoadedPage>();
const lazyPages = new Map<RouteDef, LazyExoticComponent<ComponentType>>();

/** The route's page and the query cache module, downloaded in parallel, once (until dropped). */
export function loadPage(route: RouteDef): Promise<LoadedPage> {
  let page = loading.get(route);
  if (!page) {
    page = Promise.all([route.load(), import('../lib/http/query-provider')]).then(
      ([Page, { QueryProvider }]) => {
        const done = { Page, QueryProvider };
        loaded.set(route, done);
        return done;
      },
    );
    loading.set(route, page);
  }
  return page;
}

/** Forgets a route's page, so its retry downloads again (a failed chunk). */
export function dropPage(route: RouteDef): void {
  loading.delete(route);
  loaded.delete(route);
  lazyPages.delete(route);
}

function LoadedRoutePage({ page: { Page, QueryProvider } }: { page: LoadedPage }) {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}

/**
 * A route's page inside the query cache. When its code is already here (the entry started it
 * with the shell) it renders at once: no loading fallback, no second commit. Else it suspends
 * while the code downloads.
 */
export function RoutePage({ route }: { route: RouteDef }) {
  const page = loaded.get(route);
  if (page) return <LoadedRoutePage page={page} />;
  let Lazy = lazyPages.get(route);
  if (!Lazy) {
    Lazy = lazy(() => loadPage(route).then(() => ({ default: () => <RoutePage route={route} /> })));
    lazyPages.set(route, Lazy);
  }
  return <Lazy />;
}
