import { lazy, Suspense, useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { PageLoading } from '../ui/loading/loading';
import { firstCommitted, useAfterFirstPaint } from './after-first-paint';
import { RouteView } from './route-view';
import { useDeferredNativeBack } from './use-deferred-native-back';

// Not needed for the first render: loads after it is on screen (the notify bus keeps what is said
// meanwhile).
const ToastHost = lazy(() =>
  import('../ui/toast/toast-host').then((m) => ({ default: m.ToastHost })),
);

export function App() {
  useDeferredNativeBack();
  useEffect(() => firstCommitted(window), []);
  const later = useAfterFirstPaint();
  return (
    <>
      <HashRouter>
        <Suspense fallback={<PageLoading />}>
          <RouteView />
        </Suspense>
      </HashRouter>
      {later && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
