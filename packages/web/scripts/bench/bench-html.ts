// Writes reports/bench.html beside bench.json: each of the benchmark's tables as a chart against
// its goal, and the history of the medians across the commits that wrote the reports (read with
// git). Self-contained (Chart.js inlined): it opens from the file in any browser. Runs on its own
// (`npm run bench:html -w @hybrid-loan/web`, on the committed bench.json) and at the bench's end.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { GOALS } from './repeat-open.ts';

interface Bench {
  at?: string;
  budgets?: Record<string, number>;
  pages?: Array<{ page: string; lang: string } & Record<string, unknown>>;
  repeatOpen?: Array<{ page: string; lang: string; lcpMs: number }>;
  offlineOpen?: Array<{ page: string; lang: string; ms: number }>;
}

/** One chart: bars per page and language against a goal (`higher`: the goal is a floor). */
export interface BenchChart {
  title: string;
  unit: string;
  labels: string[];
  values: number[];
  goal: number;
  higher?: boolean;
}

/** One commit's medians across pages and languages. */
export interface HistoryPoint {
  commit: string;
  date: string;
  firstLcpMs: number | null;
  repeatLcpMs: number | null;
  offlineMs: number | null;
  firstDataJsKb: number | null;
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const label = (r: { page: string; lang: string }) => `${r.page} ${r.lang}`;

/** The charts of one bench.json: first open (LCP, JS before data, score, TBT, tap), repeat, offline. */
export function benchCharts(bench: Bench): BenchChart[] {
  const b = bench.budgets ?? {};
  const pages = bench.pages ?? [];
  const first = (
    title: string,
    key: string,
    unit: string,
    goal: number | undefined,
    higher = false,
  ) =>
    goal === undefined || !pages.length
      ? []
      : [
          {
            title,
            unit,
            goal,
            higher,
            labels: pages.map(label),
            values: pages.map((p) => Number(p[key])),
          },
        ];
  return [
    ...first('First open: LCP', 'lcpMs', 'ms', b.lcpMs),
    ...first('First open: JS before first data', 'firstDataJsKb', 'KB', b.firstDataJsKb),
    ...first('First open: Lighthouse performance', 'perf', '', b.perf, true),
    ...first('First open: total blocking time', 'tbtMs', 'ms', b.tbtMs),
    ...first('First open: tap to paint', 'tapToPaintMs', 'ms', b.tapToPaintMs),
    ...(bench.repeatOpen?.length
      ? [
          {
            title: 'Repeat open: LCP',
            unit: 'ms',
            goal: GOALS.repeatLcpMs,
            labels: bench.repeatOpen.map(label),
            values: bench.repeatOpen.map((r) => r.lcpMs),
          },
        ]
      : []),
    ...(bench.offlineOpen?.length
      ? [
          {
            title: 'Offline open: on screen',
            unit: 'ms',
            goal: GOALS.offlineMs,
            labels: bench.offlineOpen.map(label),
            values: bench.offlineOpen.map((r) => r.ms),
          },
        ]
      : []),
  ];
}

/** The medians of one bench.json. */
export function medians(bench: Bench): Omit<HistoryPoint, 'commit' | 'date'> {
  const pages = bench.pages ?? [];
  return {
    firstLcpMs: median(pages.map((p) => Number(p.lcpMs))),
    repeatLcpMs: median((bench.repeatOpen ?? []).map((r) => r.lcpMs)),
    offlineMs: median((bench.offlineOpen ?? []).map((r) => r.ms)),
    firstDataJsKb: median(pages.map((p) => Number(p.firstDataJsKb))),
  };
}

/** Every commit that changed bench.json, oldest first, with its medians (git log and git show). */
export function benchHistory(jsonFile: string): HistoryPoint[] {
  const cwd = resolve(jsonFile, '..');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let root: string;
  try {
    root = git('rev-parse', '--show-toplevel').trim();
  } catch {
    return [];
  }
  const path = relative(root, jsonFile).replaceAll('\\', '/');
  const log = git('-C', root, 'log', '--format=%h %cs', '--', path).trim();
  if (!log) return [];
  return log
    .split('\n')
    .reverse()
    .flatMap((line) => {
      const [commit = '', date = ''] = line.split(' ');
      try {
        return [
          { commit, date, ...medians(JSON.parse(git('show', `${commit}:${path}`)) as Bench) },
        ];
      } catch {
        return [];
      }
    });
}

// Chart.js's browser build, beside the entry its package exports.
const CHART_JS = () =>
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js'),
    'utf8',
  );

// Drawn in the page: bars per row (red past the goal), the goal as a dashed line across.
const DRAW = `
const goalLine = (goal, text) => ({ id: 'goal', afterDatasetsDraw(chart) {
  const { ctx, chartArea: a, scales } = chart; const y = scales.y.getPixelForValue(goal);
  if (y < a.top || y > a.bottom) return;
  ctx.save(); ctx.strokeStyle = '#c75000'; ctx.setLineDash([6, 4]); ctx.lineWidth = 2;
  ctx.beginPath(); ctx.moveTo(a.left, y); ctx.lineTo(a.right, y); ctx.stroke();
  ctx.fillStyle = '#c75000'; ctx.font = '12px system-ui'; ctx.fillText(text, a.left + 4, y - 4); ctx.restore(); } });
for (const [i, c] of DATA.charts.entries()) {
  const miss = (v) => (c.higher ? v < c.goal : v > c.goal);
  new Chart(document.getElementById('chart-' + i), { type: 'bar',
    data: { labels: c.labels, datasets: [{ label: c.title + (c.unit ? ' (' + c.unit + ')' : ''), data: c.values,
      backgroundColor: c.values.map((v) => (miss(v) ? '#d64545' : '#2f855a')) }] },
    options: { animation: false, scales: { y: { beginAtZero: !c.higher, suggestedMax: Math.max(c.goal * 1.1, ...c.values) } } },
    plugins: [goalLine(c.goal, 'goal ' + (c.higher ? '>= ' : '<= ') + c.goal + (c.unit ? ' ' + c.unit : ''))] });
}
const h = DATA.history; const lines = [['firstLcpMs', 'first open LCP ms', '#1f6feb'], ['repeatLcpMs', 'repeat open LCP ms', '#8250df'], ['offlineMs', 'offline open ms', '#2f855a']];
new Chart(document.getElementById('history'), { type: 'line',
  data: { labels: h.map((p) => p.date + ' ' + p.commit), datasets: lines.map(([k, name, color]) => ({ label: name, data: h.map((p) => p[k]), borderColor: color, spanGaps: true })) },
  options: { animation: false, scales: { y: { beginAtZero: true } } },
  plugins: [goalLine(DATA.goals.lcpMs, 'first open goal ' + DATA.goals.lcpMs + ' ms'), goalLine(DATA.goals.repeatLcpMs, 'repeat and offline goal ' + DATA.goals.repeatLcpMs + ' ms')] });
`;

const htmlText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: a chart per table, then the history; the data as JSON in the page. */
export function benchHtml(bench: Bench, history: HistoryPoint[], chartJs = CHART_JS()): string {
  const charts = benchCharts(bench);
  const data = { charts, history, goals: { lcpMs: bench.budgets?.lcpMs ?? 2000, ...GOALS } };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benchmark ${htmlText(bench.at ?? '')}</title>
<style>body{font:14px system-ui;margin:24px;max-width:1100px}figure{margin:0 0 32px}figcaption{font-weight:600}</style></head><body>
<h1>Benchmark of ${htmlText(bench.at ?? 'an unknown date')}</h1>
<p>Each table of <code>bench.json</code> against its goal (red: past it), then the medians across pages and languages of every commit that wrote the reports.</p>
${charts.map((c, i) => `<figure><figcaption>${htmlText(c.title)}</figcaption><canvas id="chart-${i}" role="img" aria-label="${htmlText(c.title)}"></canvas></figure>`).join('\n')}
<figure><figcaption>History of the medians (${history.length} commits)</figcaption><canvas id="history" role="img" aria-label="History of the medians"></canvas></figure>
<script>${chartJs}</script>
<script>const DATA = ${json};${DRAW}</script>
</body></html>
`;
}

/** Reads reports/bench.json (and its history) and writes reports/bench.html beside it. */
export function writeBenchHtml(reportsDir: string): string {
  const jsonFile = join(reportsDir, 'bench.json');
  const bench = JSON.parse(readFileSync(jsonFile, 'utf8')) as Bench;
  const out = join(reportsDir, 'bench.html');
  writeFileSync(out, benchHtml(bench, benchHistory(jsonFile)));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(`wrote ${writeBenchHtml(join(import.meta.dirname, '..', '..', 'reports'))}`);
}
