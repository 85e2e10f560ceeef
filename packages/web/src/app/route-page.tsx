import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { fieldEvent } from '../lib/field';
import type { RouteDef } from '../lib/routes';

interface LoadedPage {
  Page: ComponentType;
  QueryProvider: ComponentType<{ children: ReactNode }>;
  KitActions: ComponentType<{ children: ReactNode }>;
}

/** A route's page download; `page` once it is here, `Lazy` once a render had to wait for it. */
interface Entry {
  loading: Promise<LoadedPage>;
  page?: LoadedPage;
  Lazy?: LazyExoticComponent<ComponentType>;
}

const entries = new Map<RouteDef, Entry>();
/** Downloads of each route's page so far (a retry after a failed one counts). */
const attempts = new Map<RouteDef, number>();

function entryFor(route: RouteDef): Entry {
  const known = entries.get(route);
  if (known) return known;
  const attempt = (attempts.get(route) ?? 0) + 1;
  attempts.set(route, attempt);
  const entry: Entry = {
    loading: Promise.all([
      route.load(),
      import('../lib/http/query-provider'),
      import('./kit-actions'),
    ]).then(
      ([Page, { QueryProvider }, { AppKitActions }]) => {
        entry.page = { Page, QueryProvider, KitActions: AppKitActions };
        // A retry that brought the page after a failed download: the field reports count it.
        if (attempt > 1) fieldEvent('chunk', { route: route.path, attempt, ok: true });
        return entry.page;
      },
      (error: unknown) => {
        fieldEvent('chunk', { route: route.path, attempt, error });
        // A retry that failed too may need a new document (page-retry.ts: off the shell, in the
        // kit's file, which the document has already, so it loads with the network down too).
        return import('./page-retry').then((m) => m.retryPage(window, error, attempt));
      },
    ),
  };
  entries.set(route, entry);
  return entry;
}

/** The route's page, the query cache and the kit's actions, downloaded in parallel, once (until dropped). */
export function loadPage(route: RouteDef): Promise<LoadedPage> {
  return entryFor(route).loading;
}

/** Forgets a route's page, so its retry downloads again (a failed chunk). */
export function dropPage(route: RouteDef): void {
  entries.delete(route);
}

/** How long the shell waits for the first page's code and texts before it renders anyway. */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Resolves once the route's page and its `texts` are here, or after `ms`, and never rejects: the
 * shell then renders. A download that hangs must not keep the app (and its back key) from
 * starting: the page then shows its loading state, and its error state if the download fails.
 */
export function firstPageReady(
  route: RouteDef,
  texts: Promise<unknown>,
  ms = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    Promise.all([loadPage(route), texts]).then(done, done);
  });
}

function LoadedRoutePage({ page: { Page, QueryProvider, KitActions } }: { page: LoadedPage }) {
  return (
    <QueryProvider>
      <KitActions>
        <Page />
      </KitActions>
    </QueryProvider>
  );
}

/**
 * A route's page inside the query cache and the kit's actions. When its code is already here (the entry started it
 * with the shell) it renders at once: no loading fallback, no second commit. Else it suspends
 * while the code downloads.
 */
export function RoutePage({ route }: { route: RouteDef }) {
  const entry = entryFor(route);
  if (entry.page) return <LoadedRoutePage page={entry.page} />;
  entry.Lazy ??= lazy(() =>
    entry.loading.then(() => ({ default: () => <RoutePage route={route} /> })),
  );
  return <entry.Lazy />;
}
