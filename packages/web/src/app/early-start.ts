import { type EarlyRead, sendEarly } from '../lib/http/early-request';
import { hasBorrower } from '../lib/identity';
import type { RouteDef } from '../lib/routes';
import { splitHash } from '../lib/url/url-parts';

export { splitHash };

/** The route of the address and the reads its page will ask for first (null: none to start). */
export function earlyPlan(
  routes: readonly RouteDef[],
  hash: string,
): { route: RouteDef; reads: readonly EarlyRead[]; wire: boolean } | null {
  const { path, query } = splitHash(hash);
  // Early reads belong to fixed paths; a pattern route (`/x/:id`) waits for the router.
  const route = routes.find((r) => r.path === path);
  if (!route || (route.borrower && !hasBorrower())) return null;
  const reads = route.earlyRead?.(query) ?? [];
  // A borrower page without an early read asks the API through axios for its first data.
  return { route, reads, wire: reads.length === 0 && Boolean(route.borrower) };
}

/** Runs `work` in a task of its own, after the current one (tests pass their own). */
export type NextTask = (work: () => void) => void;

export const nextTask: NextTask = (work) => {
  setTimeout(work, 0);
};

/**
 * Runs before React, after the entry's task read the identity: in the next task sends the page's
 * early reads, in the one after starts the page chunk's download, so all overlap with the app
 * shell's download (`next` queues a task; tests pass their own). A borrower page without an early
 * read asks the API with the http client's own wire (axios) for its first data: that download
 * starts there too. Public pages that call no API on opening (the company site) do not load it.
 */
export function startEarly(
  routes: readonly RouteDef[],
  hash: string,
  next: NextTask = nextTask,
): RouteDef | null {
  const plan = earlyPlan(routes, hash);
  if (!plan) return null;
  // Not in the entry's task: its first use of sessionStorage (the identity) and a first fetch each
  // took 3-17 ms on a 2-core machine, together a long task at a slow phone's 4x. Every read in
  // one task: the page shows its content when the last answer is in, and a read sent a task later
  // than the others left 40-70 ms later on a slow phone whose main thread was busy with the
  // document (a repeat open, served by the worker).
  next(() => {
    for (const read of plan.reads) sendEarly(read);
  });
  // Vite's preload of a chunk appends a link per import and style: on a slow phone that is tens of
  // milliseconds, which made the entry's task the page's longest when it ran there.
  next(() => {
    plan.route.load().catch(() => undefined);
    if (plan.wire) import('../lib/http/axios-transport').catch(() => undefined);
  });
  return plan.route;
}
