import { Suspense } from 'react';
import { PageLoading } from '../ui/loading/loading';
import { ToastHost } from '../ui/toast/toast-host';
import { RouteView } from './route-view';

export function App() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <RouteView />
      </Suspense>
      <ToastHost />
    </>
  );
}
