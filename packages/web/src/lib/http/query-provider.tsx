import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One cache for the page's whole life, shared by every route.
const client = createQueryClient();

/**
 * The query cache around a page. The route view loads it together with the page chunk (in
 * parallel), so TanStack Query is not part of the app shell's first download. The refetch on
 * resume is mounted inside it by the app (app/kit-actions.tsx), which hands in the shell's event.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
