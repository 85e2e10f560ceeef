import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../lib/bridge';
import { hasBorrower } from '../lib/identity';
import { matchPath, RouteContext, type RouteDef, useHashLocation } from '../lib/router';
import { PageLoading } from '../ui/loading/loading';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { appRoutes } from './routes';
import { SignedOutPage } from './signed-out-page';

const lazyPages = new Map<RouteDef, LazyExoticComponent<ComponentType>>();
function pageFor(route: RouteDef) {
  let page = lazyPages.get(route);
  if (!page) {
    // The page chunk and the query cache module download in parallel.
    page = lazy(async () => {
      const [Page, { QueryProvider }] = await Promise.all([
        route.load(),
        import('../lib/http/query-provider'),
      ]);
      return {
        default: () => (
          <QueryProvider>
            <Page />
          </QueryProvider>
        ),
      };
    });
    lazyPages.set(route, page);
  }
  return page;
}

/** A failed chunk download must be retried for real, so retry drops the cached lazy page. */
function forgetPage(route: RouteDef) {
  lazyPages.delete(route);
}

function goBack() {
  if (window.history.length > 1) window.history.back();
  else void bridge.closeWebview({}).catch(() => undefined);
}

/** Renders the route matching the hash, inside its own error boundary and loading state. */
export function RouteView({ routes = appRoutes }: { routes?: RouteDef[] }) {
  const location = useHashLocation();
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const match = useMemo(() => {
    for (const route of routes) {
      const params = matchPath(route.path, location.path);
      if (params) return { route, params };
    }
    return null;
  }, [routes, location.path]);

  if (!match) return <NotFoundPage />;
  const Page = pageFor(match.route);
  return (
    <RouteContext.Provider value={{ ...location, params: match.params }}>
      <RouteErrorBoundary
        resetKey={`${location.href}#${attempt}`}
        message={t('errors.crash')}
        retryLabel={t('retry')}
        onBack={goBack}
        onRetry={() => {
          forgetPage(match.route);
          setAttempt((n) => n + 1);
        }}
      >
        {match.route.borrower && !hasBorrower() ? (
          <SignedOutPage />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        )}
      </RouteErrorBoundary>
    </RouteContext.Provider>
  );
}
