import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useResumeRefetch } from '../lib/http';
import { PageLoading, ToastHost } from '../ui';
import { RouteView } from './route-view';

function ResumeRefetch() {
  useResumeRefetch();
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ResumeRefetch />
      <Suspense fallback={<PageLoading />}>
        <RouteView />
      </Suspense>
      <ToastHost />
    </QueryClientProvider>
  );
}
