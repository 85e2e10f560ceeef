// The trace the benchmark's Lighthouse records: by default only the categories its metrics read.
// Lighthouse 13 also records, for DevTools' Performance panel, a stack trace on every timeline event,
// frame and input-latency events, and each script's source text ("enhanced traces"). That recording
// runs on the page's main thread while it loads; the simulation then counts every observed task 4x
// for TBT, so the recorder's own cost was counted as the page's. A phone records nothing. The two
// sets side by side on one build: docs/performance-history.md (2026-12-03).
import { type Config, defaultConfig } from 'lighthouse';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';

/** Which categories the benchmark's Lighthouse traces: its metrics' (default) or all of its own. */
export type BenchTrace = 'metrics' | 'full';

/** `BENCH_TRACE`'s value: `metrics` (the default) or `full` (Lighthouse's own set, to compare). */
export function traceOf(value: string | undefined): BenchTrace {
  if (value === undefined || value === '' || value === 'metrics') return 'metrics';
  if (value === 'full') return 'full';
  throw new Error(`BENCH_TRACE is metrics or full, not ${value}`);
}

/**
 * Lighthouse's default categories that none of the performance score's metrics (FCP, LCP, TBT,
 * CLS, Speed Index) reads: DevTools' extras (frames, input latency, script sources), the stacks
 * that diagnostics attribute tasks with, console and feature-use events for other audits.
 */
export const NOT_FOR_METRICS: readonly string[] = [
  'blink.console',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
  'blink.webdx_feature_usage',
];

/** The categories a run traces. */
export function traceCategories(trace: BenchTrace): string[] {
  const all = Trace.getDefaultTraceCategories();
  return trace === 'full' ? all : all.filter((category) => !NOT_FOR_METRICS.includes(category));
}

type Context = Parameters<Trace['startSensitiveInstrumentation']>[0];

/** Lighthouse's trace gatherer, starting the trace with the metrics' categories only. */
export class MetricsTrace extends Trace {
  override async startSensitiveInstrumentation(context: Context): Promise<void> {
    // The benchmark only navigates; any other mode keeps Lighthouse's own start.
    if (context.gatherMode !== 'navigation') return super.startSensitiveInstrumentation(context);
    const session = context.driver.defaultSession;
    const extra = context.settings.additionalTraceCategories ?? [];
    await session.sendCommand('Page.enable');
    // The same options as Lighthouse's own start (trace.js): only the categories differ.
    await session.sendCommand('Tracing.start', {
      categories: [...traceCategories('metrics'), ...extra].join(','),
      options: 'sampling-frequency=10000',
    });
  }
}

/**
 * The Lighthouse configuration of a run: none (its default) for `full`; otherwise its default
 * configuration whole, with the trace artifact's gatherer swapped (not `extends`: Lighthouse merges
 * an artifact's gatherer there, and its default names the trace gatherer by a string).
 */
export function lighthouseConfig(trace: BenchTrace): Config | undefined {
  if (trace === 'full') return undefined;
  const artifacts = defaultConfig.artifacts ?? [];
  if (!artifacts.some((artifact) => artifact.id === 'Trace'))
    throw new Error("Lighthouse's default configuration has no Trace artifact to swap");
  return {
    ...defaultConfig,
    artifacts: artifacts.map((artifact) =>
      artifact.id === 'Trace'
        ? { ...artifact, gatherer: { implementation: MetricsTrace } }
        : artifact,
    ),
  };
}

/** How a report names the trace its Lighthouse runs recorded. */
export function traceNote(trace: BenchTrace): string {
  return trace === 'metrics'
    ? "traced with only the categories Lighthouse's metrics read (`BENCH_TRACE=full`: Lighthouse's own set, as before 2026-12-03)"
    : "traced with Lighthouse's own set of categories (`BENCH_TRACE=full`)";
}
