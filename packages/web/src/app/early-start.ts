import { type EarlyRead, sendEarly } from '../lib/http/early-request';
import { hasBorrower } from '../lib/identity';
import type { RouteDef } from '../lib/routes';

/** The hash's path and query (`#/loanDetails?orderId=1`), without the router (it needs React). */
export function splitHash(hash: string): { path: string; query: URLSearchParams } {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const pathPart = q >= 0 ? raw.slice(0, q) : raw;
  return {
    path: pathPart.startsWith('/') ? pathPart : `/${pathPart}`,
    query: new URLSearchParams(q >= 0 ? raw.slice(q + 1) : ''),
  };
}

/** The route of the address and the read its page will ask for first (null: none to start). */
export function earlyPlan(
  routes: readonly RouteDef[],
  hash: string,
): { route: RouteDef; read: EarlyRead | null; wire: boolean } | null {
  const { path, query } = splitHash(hash);
  // Early reads belong to fixed paths; a pattern route (`/x/:id`) waits for the router.
  const route = routes.find((r) => r.path === path);
  if (!route || (route.borrower && !hasBorrower())) return null;
  const read = route.earlyRead?.(query) ?? null;
  // A borrower page without an early read asks the API through axios for its first data.
  return { route, read, wire: !read && Boolean(route.borrower) };
}

/**
 * Runs before React: starts the page chunk's download and sends the page's first read, so both
 * overlap with the app shell's download. A borrower page without an early read asks the API with
 * the http client's own wire (axios) for its first data: that download starts here too. Public
 * pages that call no API on opening (the company site) do not load it. Call after the identity is
 * read.
 */
export function startEarly(routes: readonly RouteDef[], hash: string): RouteDef | null {
  const plan = earlyPlan(routes, hash);
  if (!plan) return null;
  plan.route.load().catch(() => undefined);
  if (plan.read) sendEarly(plan.read);
  if (plan.wire) import('../lib/http/axios-wire').catch(() => undefined);
  return plan.route;
}
