import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { useResumeRefetch } from './use-resume-refetch';

// One cache for the page's whole life, shared by every route.
const client = createQueryClient();

function ResumeRefetch() {
  useResumeRefetch();
  return null;
}

/**
 * The query cache around a page. The route view loads it together with the page chunk (in
 * parallel), so TanStack Query is not part of the app shell's first download.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ResumeRefetch />
      {children}
    </QueryClientProvider>
  );
}
