import { lazy, Suspense } from 'react';
import { HashRouter } from 'react-router-dom';
import { PageLoading } from '../ui/loading/loading';
import { RouteView } from './route-view';
import { useDeferredNativeBack } from './use-deferred-native-back';

// Not needed for the first render: loads after it (the notify bus keeps what is said meanwhile).
const ToastHost = lazy(() =>
  import('../ui/toast/toast-host').then((m) => ({ default: m.ToastHost })),
);

export function App() {
  useDeferredNativeBack();
  return (
    <>
      <HashRouter>
        <Suspense fallback={<PageLoading />}>
          <RouteView />
        </Suspense>
      </HashRouter>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
