import { Suspense } from 'react';
import { HashRouter } from 'react-router-dom';
import { PageLoading } from '../ui/loading/loading';
import { ToastHost } from '../ui/toast/toast-host';
import { useNativeBack } from './native-back';
import { RouteView } from './route-view';

export function App() {
  useNativeBack();
  return (
    <>
      <HashRouter>
        <Suspense fallback={<PageLoading />}>
          <RouteView />
        </Suspense>
      </HashRouter>
      <ToastHost />
    </>
  );
}
