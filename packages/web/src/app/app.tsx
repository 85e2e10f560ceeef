import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { firstCommitted, useAfterFirstPaint } from '../lib/first-paint';
import { PageLoading } from '../ui/loading/loading';
import { RouteView } from './route-view';
import { useDeferredNativeBack } from './use-deferred-native-back';

// Not needed for the first render: loads after it is on screen (the notify bus keeps what is said
// meanwhile). A download that fails (the network dropped just after the first paint) leaves no
// toasts, never a blank page: outside the routes' error boundaries its error would unmount the app.
const ToastHost = lazy(() =>
  import('../ui/toast/toast-host').then(
    (m): { default: () => ReactNode } => ({ default: m.ToastHost }),
    () => ({ default: () => null }),
  ),
);

/** The toast host, once the first render is on screen. Its own component: the state change that
 * mounts it renders this alone, not the whole app again (the page's tree took a long task). */
function LaterToastHost() {
  const later = useAfterFirstPaint();
  return later ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export function App() {
  useDeferredNativeBack();
  useEffect(() => firstCommitted(window), []);
  return (
    <>
      <HashRouter>
        <Suspense fallback={<PageLoading />}>
          <RouteView />
        </Suspense>
      </HashRouter>
      <LaterToastHost />
    </>
  );
}
