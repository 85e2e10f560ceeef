import { Suspense } from 'react';
import { PageLoading } from '../ui/loading/loading';
import { ToastHost } from '../ui/toast/toast-host';
import { useNativeBack } from './native-back';
import { RouteView } from './route-view';

export function App() {
  useNativeBack();
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <RouteView />
      </Suspense>
      <ToastHost />
    </>
  );
}
