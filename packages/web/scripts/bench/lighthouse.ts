// One Lighthouse run of a page (mobile: simulated throttling; desktop: none), its vitals and the
// element Lighthouse took for LCP, and the median of several runs.
import lighthouse from 'lighthouse';
import { lighthouseConfig, traceOf } from './metrics-trace';
import { medianBy, runInTurn } from './runs-median';

/**
 * What every run of this process traces (`BENCH_TRACE`): the categories Lighthouse's metrics read,
 * or with `full` Lighthouse's own set (the instrument before 2026-12-03), to compare.
 */
export const BENCH_TRACE = traceOf(process.env.BENCH_TRACE);

export interface Vitals {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What Lighthouse took as the largest contentful paint (its label). */
  lcpElement: string;
  /** False when that element is the boot screen, a spinner or a skeleton: LCP came before data. */
  lcpOnData: boolean;
  /**
   * The server response time Lighthouse observed for the origin (the sandbox on this machine): its
   * simulation adds it to every request of the chain, so a busy host moves LCP through it too.
   */
  serverMs: number;
  /**
   * Script bytes (transferred, KB) whose request started before the first contentful paint, as
   * the run observed them (the page's own network log, not the simulation).
   */
  jsBeforeFcpKb: number;
}

interface RequestItem {
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

/** Scripts requested before the observed first contentful paint, in KB. */
function scriptsBeforeFcp(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): number {
  const metrics = (
    lhr.audits.metrics?.details as
      | { items?: { observedFirstContentfulPaint?: number; observedNavigationStart?: number }[] }
      | undefined
  )?.items?.[0];
  const fcp =
    (metrics?.observedFirstContentfulPaint ?? 0) - (metrics?.observedNavigationStart ?? 0);
  const items =
    (lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? [];
  const bytes = items
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < fcp)
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

export const MOBILE = {
  formFactor: 'mobile',
  screenEmulation: {
    mobile: true,
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    disabled: false,
  },
  throttlingMethod: 'simulate',
} as const;

// No throttling at all: what our code costs on this machine.
export const DESKTOP = {
  formFactor: 'desktop',
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
  throttlingMethod: 'provided',
  throttling: {
    rttMs: 0,
    throughputKbps: 0,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
} as const;

// The loading states of index.html and the kit: an LCP on one of them is not the page's data.
const LOADING =
  /\b(boot|boot-bar|boot-spinner|ui-loading|ui-page-loading|ui-spinner|skeleton)\b|aria-busy="true"/;

interface NodeItem {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

/** The first node item anywhere in an audit's details (the LCP insight nests it in a list). */
function findNode(value: unknown): NodeItem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ((value as { type?: string }).type === 'node') return value as NodeItem;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

/** A Lighthouse report: what one performance run found. */
export type PerformanceReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse performance run of `url` in the Chrome on `port`; throws when it gives no report. */
export async function performanceReport(
  port: number,
  url: string,
  settings: typeof MOBILE | typeof DESKTOP,
): Promise<PerformanceReport> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...settings },
    lighthouseConfig(BENCH_TRACE),
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return lhr;
}

export async function lighthouseRun(
  port: number,
  url: string,
  settings: typeof MOBILE | typeof DESKTOP,
): Promise<Vitals> {
  const lhr = await performanceReport(port, url, settings);
  const node = findNode(lhr.audits['lcp-breakdown-insight']?.details);
  const where = `${node?.selector ?? ''} ${node?.snippet ?? ''}`;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    lcpElement: (node?.nodeLabel ?? node?.selector ?? '?').replace(/\s+/g, ' ').slice(0, 40),
    lcpOnData: node !== undefined && !LOADING.test(where),
    jsBeforeFcpKb: scriptsBeforeFcp(lhr as never),
    serverMs: Math.round(
      (
        lhr.audits['network-server-latency']?.details as
          | { items?: { serverResponseTime?: number }[] }
          | undefined
      )?.items?.[0]?.serverResponseTime ?? 0,
    ),
  };
}

/** The median of n runs by LCP (the goal the runs vary on most), so one noisy run does not decide. */
export async function median(n: number, run: (i: number) => Promise<Vitals>): Promise<Vitals> {
  return medianBy(await runInTurn(n, run), (v) => v.lcp) as Vitals;
}
