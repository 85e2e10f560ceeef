import { type EarlyRead, sendEarly } from '../lib/http/early-request';
import { hasBorrower } from '../lib/identity';
import type { RouteDef } from '../lib/routes';
import { splitHash } from '../lib/routes/url-parts';

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

const nextTask: NextTask = (work) => {
  setTimeout(work, 0);
};

/**
 * Runs before React: sends the page's first read at once, then, each in a task of its own, its
 * other early reads and the page chunk's download, so all overlap with the app shell's download
 * (`next` queues a task; tests pass their own). A borrower page without an
 * early read asks the API with the http client's own wire (axios) for its first data: that
 * download starts there too. Public pages that call no API on opening (the company site) do not
 * load it. Call after the identity is read.
 */
export function startEarly(
  routes: readonly RouteDef[],
  hash: string,
  next: NextTask = nextTask,
): RouteDef | null {
  const plan = earlyPlan(routes, hash);
  if (!plan) return null;
  // The first read at once: its answer is the page's content, and it leaves before anything else.
  // The others (agreements, a captcha session) in the next task: each send is a few milliseconds of
  // a slow phone's main thread, and the entry's task was the page's longest.
  const [first, ...others] = plan.reads;
  if (first) sendEarly(first);
  if (others.length > 0)
    next(() => {
      for (const read of others) sendEarly(read);
    });
  // Vite's preload of a chunk appends a link per import and style: on a slow phone that is tens of
  // milliseconds, which in the entry's own task made it the page's longest task.
  next(() => {
    plan.route.load().catch(() => undefined);
    if (plan.wire) import('../lib/http/axios-wire').catch(() => undefined);
  });
  return plan.route;
}
