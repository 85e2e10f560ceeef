import { QueryClient } from '@tanstack/react-query';

/**
 * Failures surface at once with a retry button: an automatic retry on a slow network only delays
 * the message. `networkMode: 'always'`: TanStack Query's default pauses a query while the browser
 * says it is offline, which leaves a loading skeleton on screen instead of "No internet
 * connection" with Retry (a page served by the service worker opens offline).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
