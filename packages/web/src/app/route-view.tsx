import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPath, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
// By path: the bridge SDK (leaving a page, the signed-out page) loads only when a page needs it.
import { syncInAppDepth } from '../lib/bridge/in-app-history';
import { hasBorrower } from '../lib/identity';
import type { RouteDef } from '../lib/routes';
import { PageLoading } from '../ui/loading/loading';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { dropPage, RoutePage } from './route-page';
import { appRoutes } from './routes';

// It needs the bridge SDK (to close the webview): its code loads when it shows.
const SignedOutPage = lazy(() =>
  import('./signed-out-page').then((m) => ({ default: m.SignedOutPage })),
);

/** One route's element: its own error boundary, the signed-out check and its lazy chunk. */
function RouteElement({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const leave = () =>
    void import('../lib/bridge/use-leave-page')
      .then(({ leavePage }) => leavePage(navigate))
      .catch(() => navigate(-1));
  const [attempt, setAttempt] = useState(0);
  return (
    <RouteErrorBoundary
      resetKey={`${location.pathname}${location.search}#${location.key}#${attempt}`}
      message={t('errors.crash')}
      retryLabel={t('retry')}
      onBack={leave}
      onRetry={() => {
        // A failed chunk download must be retried for real: drop the cached page promise.
        dropPage(route);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        {route.borrower && !hasBorrower() ? <SignedOutPage /> : <RoutePage route={route} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The path decoded, or null for a broken percent-escape (`/borrowDetail/%E0%A4%A`): a broken link. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** The route table on react-router: one element per route, anything else not found. */
export function RouteView({ routes = appRoutes }: { routes?: RouteDef[] }) {
  const location = useLocation();
  // The router's own pushes and replaces fire no history event: keep the in-app depth (native back,
  // leaving a page) in step with every location it shows.
  const { key } = location;
  useEffect(() => {
    if (key) syncInAppDepth();
  }, [key]);
  // The first render is a transition (cut into short tasks) and the router listens only once it is
  // committed: a navigation that lands in between (the shell or a link changing the hash while the
  // app starts) would be missed. Once it listens, hand it over.
  const rendered = useRef(location);
  useEffect(() => {
    if (window.location.hash.replace(/^#/, '') !== createPath(rendered.current))
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  if (decodedPath(location.pathname) === null) return <NotFoundPage />;
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<RouteElement key={route.path} route={route} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
