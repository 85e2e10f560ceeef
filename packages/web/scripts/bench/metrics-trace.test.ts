import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { describe, expect, it } from 'vitest';
import {
  lighthouseConfig,
  MetricsTrace,
  NOT_FOR_METRICS,
  traceCategories,
  traceOf,
} from './metrics-trace';

// What Lighthouse's metrics read: navigation and paint timing, the main thread's tasks, layout
// shifts and LCP candidates, the screenshots of Speed Index.
const READ_BY_METRICS = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
];

describe("the benchmark's Lighthouse trace", () => {
  it('takes BENCH_TRACE as metrics (the default) or full, and nothing else', () => {
    expect(traceOf(undefined)).toBe('metrics');
    expect(traceOf('')).toBe('metrics');
    expect(traceOf('metrics')).toBe('metrics');
    expect(traceOf('full')).toBe('full');
    expect(() => traceOf('lean')).toThrow('BENCH_TRACE is metrics or full, not lean');
  });

  it("leaves out only categories of Lighthouse's own set, and keeps what the metrics read", () => {
    const all = Trace.getDefaultTraceCategories();
    // A Lighthouse update that renames one of them shows here, not as a silent full trace.
    for (const category of NOT_FOR_METRICS) expect(all).toContain(category);
    const metrics = traceCategories('metrics');
    for (const category of READ_BY_METRICS) expect(metrics).toContain(category);
    for (const category of NOT_FOR_METRICS) expect(metrics).not.toContain(category);
    expect(metrics).toEqual(all.filter((c) => !NOT_FOR_METRICS.includes(c)));
    expect(traceCategories('full')).toEqual(all);
  });

  it("starts the trace with the metrics' categories and Lighthouse's own options", async () => {
    const sent: [string, unknown][] = [];
    const session = {
      sendCommand: async (method: string, params?: unknown) => {
        sent.push([method, params]);
      },
    };
    const context = {
      driver: { defaultSession: session },
      gatherMode: 'navigation',
      settings: { additionalTraceCategories: ['blink.user_timing.extra'] },
    } as unknown as Parameters<MetricsTrace['startSensitiveInstrumentation']>[0];
    await new MetricsTrace().startSensitiveInstrumentation(context);
    expect(sent).toEqual([
      ['Page.enable', undefined],
      [
        'Tracing.start',
        {
          categories: [...traceCategories('metrics'), 'blink.user_timing.extra'].join(','),
          options: 'sampling-frequency=10000',
        },
      ],
    ]);
  });

  it("gives Lighthouse's default configuration with the trace gatherer replaced, or none for full", async () => {
    expect(lighthouseConfig('full')).toBeUndefined();
    const { initializeConfig } = await import('lighthouse/core/config/config.js');
    const { resolvedConfig } = await initializeConfig('navigation', lighthouseConfig('metrics'), {
      onlyCategories: ['performance'],
    });
    const traces = (resolvedConfig.artifacts ?? []).filter((a) => a.id === 'Trace');
    expect(traces).toHaveLength(1);
    expect(traces[0]?.gatherer.instance).toBeInstanceOf(MetricsTrace);
    // The metrics still get their trace: the performance category's audits resolve as before.
    expect(resolvedConfig.categories?.performance?.auditRefs.map((a) => a.id)).toEqual(
      expect.arrayContaining([
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]),
    );
  });
});
