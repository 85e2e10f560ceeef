import { createContext, useContext } from 'react';
import type { HashLocation } from './hash-location';

export interface RouteState extends HashLocation {
  params: Record<string, string>;
}

export const RouteContext = createContext<RouteState | null>(null);

/** The current route's path, query and path params. */
export function useRoute(): RouteState {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute outside a route');
  return route;
}

/** One query parameter of the current route ('' when absent). */
export function useQueryParam(name: string): string {
  return useRoute().query.get(name) ?? '';
}
