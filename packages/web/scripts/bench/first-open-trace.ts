// Where one page's first open spends its time in Lighthouse's simulation: one mobile run with the
// benchmark's settings (scripts/bench/lighthouse.ts), the requests Lighthouse saw, and the node
// timings of its optimistic and pessimistic LCP simulations (the LCP is their mean), so the
// critical chain (HTML, scripts, the early read, the render) can be read request by request.
// `npm run build -w @hybrid-loan/web` first, then:
//   PAGE=loan-details LANG_TYPE=1 RUNS=3 npx tsx scripts/bench/first-open-trace.ts
// (NODES=0 leaves the node timings out; the JSON of each run goes to $OUT, default /tmp).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startSandboxServer } from '../../sandbox/server';
import { MAIN_PAGES, pageUrl } from '../main-pages.mjs';
import { launchBenchChrome } from './bench-chromium';
import { FRONT_CHROME_FLAGS, protocolOf, startHttpsFront } from './https-front';
import { MOBILE, performanceReport } from './lighthouse';

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; transferSize: number };
  childEvents?: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
}

const key = process.env.PAGE ?? 'loan-details';
const lang = process.env.LANG_TYPE ?? '1';
const runs = Number(process.env.RUNS ?? 1);
const out = process.env.OUT ?? '/tmp';
const page = MAIN_PAGES.find((p) => p.key === key);
if (!page) throw new Error(`no main page ${key}`);
// DIST=/some/folder measures another build than dist/ (e.g. `vite build --outDir` of a variant).
const server = await startSandboxServer({
  mode: 'dist',
  ...(process.env.DIST ? { distRoot: process.env.DIST } : {}),
});
// Over https and HTTP/2 as the benchmark measures (BENCH_PROTOCOL=http1: the sandbox's HTTP/1.1).
const front =
  protocolOf(process.env.BENCH_PROTOCOL) === 'h2' ? await startHttpsFront(server.url) : null;
const origin = front?.url ?? server.url;
const chrome = await launchBenchChrome(front ? FRONT_CHROME_FLAGS : []);
const short = (url: string) => url.replace(origin, '/').slice(0, 70);

/** What a CPU node spent its time on, by trace event (and script), longest first. */
function cpuSummary(node: GraphNode): string {
  const by = new Map<string, number>();
  for (const e of node.childEvents ?? []) {
    const what = short(String(e.args?.data?.url ?? e.args?.data?.functionName ?? ''));
    const name = what ? `${e.name} ${what}` : e.name;
    by.set(name, (by.get(name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name}=${ms.toFixed(1)}`)
    .join(' | ');
}

try {
  for (let i = 0; i < runs; i++) {
    const url = pageUrl(origin, page, {
      deviceId: `trace-${key}-${lang}-${Date.now()}`,
      languageType: lang,
    });
    const lhr = await performanceReport(chrome.port, url, MOBILE);
    writeFileSync(join(out, `lhr-${key}-${lang}-${i}.json`), JSON.stringify(lhr));
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const latency = lhr.audits['network-server-latency']?.details as
      | { items?: { serverResponseTime?: number }[] }
      | undefined;
    console.log(
      `${key} ${lang} run ${i}: LCP ${ms('largest-contentful-paint')} FCP ${ms('first-contentful-paint')} TBT ${ms('total-blocking-time')} server ${Math.round(latency?.items?.[0]?.serverResponseTime ?? 0)} ms`,
    );
    const simulations = Lantern.Simulation.Simulator.allNodeTimings as Map<
      string,
      Map<GraphNode, Timing>
    >;
    for (const [label, timings] of simulations) {
      if (!label.endsWith('LargestContentfulPaint')) continue;
      const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
      const end = Math.max(...rows.map(([, t]) => t.endTime));
      console.log(`  ${label}: ${Math.round(end)} ms, ${rows.length} nodes`);
      if (process.env.NODES === '0') continue;
      for (const [node, t] of rows) {
        const what =
          node.type === 'network'
            ? `${short(node.request?.url ?? '')} ${node.request?.transferSize} B`
            : `cpu ${Math.round(node.duration / 1000)} ms observed: ${cpuSummary(node)}`;
        console.log(
          `    ${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime)).padStart(5)} ${what}`,
        );
      }
    }
  }
} finally {
  await chrome.stop();
  await front?.close();
  await server.close();
}
