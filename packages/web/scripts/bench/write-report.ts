// Prints the benchmark's tables and writes reports/bench.json and reports/bench.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS } from '../checks/chunk-graph.mjs';
import type { BenchProtocol } from './https-front';
import { type BenchTrace, traceNote } from './metrics-trace';
import { medianBy } from './runs-median';
import { BENCH_SOURCE_POSITIONS, sourcePositionsNote } from './source-positions';

/** A row of a bench table: one main page in one language. */
export interface PageRow {
  page: string;
  lang: string;
}

export interface Row extends PageRow {
  firstDataJsKb: number;
  initialJsKb: number;
  routeChunkKb: number | null;
  totalJsKb: number;
  cssKb: number;
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** The sandbox's response time as Lighthouse observed it in that run (see `Vitals.serverMs`). */
  serverMs: number;
  /** Tap on the main action as soon as it shows, at 4x CPU, to the next paint (median). */
  tapToPaintMs: number;
  axeSerious: number;
  axeModerate: number;
  axeMinor: number;
  misses: string[];
}

export interface DesktopRow extends PageRow {
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface FieldReport {
  name: string;
  value: number;
  page: string;
  device: string;
}

export const GOALS = { perf: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, tapToPaintMs: 200 };

/** The goals a row misses (sizes, Lighthouse, LCP on data, axe). */
export function misses(row: Omit<Row, 'misses'>, lcpOnData: boolean): string[] {
  const out: string[] = [];
  if (row.firstDataJsKb > BUDGETS.firstDataJsKb) out.push('JS before data');
  if (row.initialJsKb > BUDGETS.initialJsKb) out.push('initial JS');
  if (row.routeChunkKb !== null && row.routeChunkKb > BUDGETS.routeChunkKb) out.push('route chunk');
  if (row.cssKb > BUDGETS.cssKb) out.push('CSS');
  if (row.perf < GOALS.perf) out.push('performance');
  if (row.lcpMs > GOALS.lcpMs) out.push('LCP');
  if (!lcpOnData) out.push('LCP before data');
  if (row.tbtMs > GOALS.tbtMs) out.push('TBT');
  if (row.cls > GOALS.cls) out.push('CLS');
  if (row.tapToPaintMs > GOALS.tapToPaintMs) out.push('tap to paint');
  if (row.axeSerious > 0) out.push('axe serious/critical');
  return out;
}

const median = (values: number[]) => medianBy(values, (v) => v) ?? 0;

export function writeReport(
  outDir: string,
  data: {
    runs: number;
    desktopRuns: number;
    /** How Lighthouse reached the pages (bench/https-front.ts). */
    protocol: BenchProtocol;
    /** What Lighthouse's runs traced (bench/metrics-trace.ts). */
    trace: BenchTrace;
    rows: Row[];
    desktop: DesktopRow[];
    field: FieldReport[];
  },
) {
  const { runs, desktopRuns, protocol, trace, rows, desktop, field } = data;
  console.table(
    rows.map(({ misses: m, ...r }) => ({
      ...r,
      budget: m.length ? `MISS: ${m.join(', ')}` : 'ok',
    })),
  );
  console.log('Desktop, unthrottled:');
  console.table(desktop);
  // Every page load of the run (Lighthouse, axe, the field pass) beacons its vitals: summarise.
  const groups = new Map<string, number[]>();
  for (const r of field) {
    const key = [r.page, r.name, r.device].join('\t');
    groups.set(key, [...(groups.get(key) ?? []), r.value]);
  }
  const fieldRows = [...groups].map(([key, values]) => {
    const [page, metric, device] = key.split('\t');
    return { page, metric, device, reports: values.length, median: median(values) };
  });
  console.log(`Field vitals received by the sandbox: ${field.length}`);
  console.table(fieldRows);

  mkdirSync(outDir, { recursive: true });
  const at = new Date().toISOString();
  const report = {
    at,
    runs,
    desktopRuns,
    firstOpenProtocol: protocol,
    lighthouseTrace: trace,
    realTabSourcePositions: BENCH_SOURCE_POSITIONS,
    budgets: { ...BUDGETS, ...GOALS },
    pages: rows,
    desktop,
    fieldVitals: field,
  };
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    `# Benchmark ${at}`,
    '',
    `Lighthouse mobile preset, simulated throttling, ${traceNote(trace)}, median of ${runs} run(s) per language, the pages reached ${protocol === 'h2' ? "over https and HTTP/2 (the benchmark's TLS front before the sandbox, as a production host serves them)" : "on the sandbox's plain HTTP/1.1 (`BENCH_PROTOCOL=http1`)"}; axe-core in en-IN and id-ID. "JS before data" is the gzipped JavaScript a page needs before its first data render (entry, app shell, page chunk and imports, query cache). "LCP element" is what Lighthouse took for the largest contentful paint; one in a loading state misses "LCP before data". "Tap to paint" is the time from a tap on the page's main action (repay, confirm, send, ...), made as soon as it shows with the data, to the next paint, at 4x CPU in a real tab (Event Timing, median of ${runs}; ${sourcePositionsNote(BENCH_SOURCE_POSITIONS)}). "Server ms" is the sandbox's response time Lighthouse observed in that run: its simulation adds it to every request on the chain, so on a busy machine it moves LCP with the same page.`,
    '',
    '| page | lang | JS before data KB | initial JS KB | route chunk KB | total JS KB | CSS KB | perf | LCP ms | TBT ms | CLS | LCP element | server ms | tap to paint ms | axe serious+critical | axe moderate | budgets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.lang} | ${r.firstDataJsKb} | ${r.initialJsKb} | ${r.routeChunkKb ?? '–'} | ${r.totalJsKb} | ${r.cssKb} | ${r.perf} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.lcpElement.replaceAll('|', '/')} | ${r.serverMs} | ${r.tapToPaintMs} | ${r.axeSerious} | ${r.axeModerate} | ${r.misses.length ? `miss: ${r.misses.join(', ')}` : 'ok'} |`,
    ),
    '',
    `## Desktop, unthrottled (median of ${desktopRuns} run(s))`,
    '',
    '| page | lang | perf | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|',
    ...desktop.map(
      (r) => `| ${r.page} | ${r.lang} | ${r.perf} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
    ),
    '',
    `## Field vitals received by the sandbox: ${field.length}`,
    '',
    '| page | metric | device | reports | median |',
    '|---|---|---|---|---|',
    ...fieldRows.map(
      (r) =>
        `| ${r.page} | ${r.metric} | ${r.device} | ${r.reports} | ${Math.round(r.median * 1000) / 1000} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'bench.md'), md);
  console.log(`Reports: ${join(outDir, 'bench.json')}, ${join(outDir, 'bench.md')}`);
}
