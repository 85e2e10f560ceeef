import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Subscribes to the shell's `resume` event; returns the unsubscribe. */
export type OnResume = (listener: () => void) => () => void;

/**
 * Refetches the active queries when the webview is visible again (the shell's `resume` event,
 * which the app hands in from the bridge, or `visibilitychange` where the shell sends none), so a
 * borrower back from paying sees the new state. Queries made with `oncePerVisit` are left alone.
 */
export function useResumeRefetch(onResume: OnResume): void {
  const client = useQueryClient();
  useEffect(() => {
    // A query that creates something (a virtual account) runs once per visit, not on every return.
    const refetch = () =>
      void client.refetchQueries({
        type: 'active',
        predicate: (q) => q.meta?.oncePerVisit !== true,
      });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const off = onResume(refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      off();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, onResume]);
}
