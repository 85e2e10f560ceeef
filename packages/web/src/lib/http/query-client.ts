import { QueryClient } from '@tanstack/react-query';

/** Failures surface at once with a retry button: an automatic retry on a slow network only delays the message. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
