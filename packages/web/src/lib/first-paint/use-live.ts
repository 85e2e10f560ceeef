import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in a prerender (the build's server render) and in the hydration of its markup, true
 * otherwise: once hydrated, and from the start in a page the browser renders itself. What only a
 * live page shows (data from the URL, a frame of another host) waits for it, so hydration finds
 * the markup the build wrote.
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
