// The public site's cold first visit: every prerendered page in every language, by Lighthouse
// mobile with the same simulated throttling and Chromium as the app's first opens (lighthouse.ts,
// bench-chromium.ts), median of the runs. Written as `publicVisit` in reports/bench.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PUBLIC_LANGUAGES,
  PUBLIC_PAGES,
  type PublicPageKey,
  publicPath,
} from '@hybrid-loan/bridge-sdk/contract';
import { BENCH_TRACE, lighthouseRun, MOBILE, median } from './lighthouse';
import { traceNote } from './metrics-trace';

/** The goals for a visitor's first visit of a public page. */
export const PUBLIC_GOALS = { lcpMs: 1000, perf: 98, cls: 0, jsBeforeFcpKb: 0 };

export interface PublicVisitRow {
  page: PublicPageKey;
  lang: string;
  path: string;
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBeforeFcpKb: number;
  lcpElement: string;
  serverMs: number;
  /** Every run's LCP, in order (their median is the row). */
  runsMs: number[];
  /** When the row was measured (a partial run, BENCH_PUBLIC_PAGES, keeps the other rows). */
  at: string;
  misses: string[];
}

function missesOf(r: Omit<PublicVisitRow, 'misses'>): string[] {
  const out: string[] = [];
  if (r.lcpMs > PUBLIC_GOALS.lcpMs) out.push('LCP');
  if (r.perf < PUBLIC_GOALS.perf) out.push('performance');
  if (r.cls > PUBLIC_GOALS.cls) out.push('CLS');
  if (r.jsBeforeFcpKb > PUBLIC_GOALS.jsBeforeFcpKb) out.push('JS before FCP');
  return out;
}

/**
 * Measures the public pages (all, or `only`: page keys of the contract's PUBLIC_PAGES) in the
 * languages asked (`en-IN`, `id-ID`), cold: each Lighthouse run is a new page load with an empty
 * cache, as Lighthouse does.
 */
export async function measurePublicVisit(
  port: number,
  baseUrl: string,
  runs: number,
  only?: string[],
  languages: readonly string[] = PUBLIC_LANGUAGES,
): Promise<PublicVisitRow[]> {
  const pages = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).filter(
    (k) => !only || only.includes(k),
  );
  const rows: PublicVisitRow[] = [];
  for (const page of pages)
    for (const lang of PUBLIC_LANGUAGES.filter((l) => languages.includes(l))) {
      const path = publicPath(lang, page);
      const lcps: number[] = [];
      const m = await median(runs, async () => {
        const v = await lighthouseRun(port, new URL(path, baseUrl).href, MOBILE);
        lcps.push(v.lcp);
        return v;
      });
      const row = {
        page,
        lang,
        path,
        perf: m.perf,
        lcpMs: m.lcp,
        tbtMs: m.tbt,
        cls: m.cls,
        jsBeforeFcpKb: m.jsBeforeFcpKb,
        lcpElement: m.lcpElement,
        serverMs: m.serverMs,
        runsMs: lcps,
        at: new Date().toISOString(),
      };
      rows.push({ ...row, misses: missesOf(row) });
      console.log(`measured public ${path}: LCP ${m.lcp} ms, perf ${m.perf}`);
    }
  return rows;
}

const SECTION = /\n## Public visit[\s\S]*?(?=\n## |$)/;

/**
 * Prints the table and writes it into reports/bench.json (`publicVisit`) and bench.md. The rows of
 * pages and languages this run did not measure are kept (each row says when it was measured), so
 * the table can be measured a few pages at a time.
 */
export function writePublicVisit(outDir: string, runs: number, measured: PublicVisitRow[]): void {
  const head = `Public site, cold first visit (prerendered pages), Lighthouse mobile (simulated throttling; ${traceNote(BENCH_TRACE)}), median of ${runs}; goals LCP <= ${PUBLIC_GOALS.lcpMs} ms, performance >= ${PUBLIC_GOALS.perf}, CLS ${PUBLIC_GOALS.cls}, ${PUBLIC_GOALS.jsBeforeFcpKb} KB of JavaScript before FCP:`;
  console.log(head);
  console.table(
    measured.map((r) => ({
      ...r,
      runsMs: r.runsMs.join(' '),
      misses: r.misses.join(', ') || 'ok',
    })),
  );
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'bench.json');
  const report = existsSync(json)
    ? (JSON.parse(readFileSync(json, 'utf8')) as { publicVisit?: PublicVisitRow[] })
    : {};
  const key = (r: PublicVisitRow) => `${r.page} ${r.lang}`;
  const fresh = new Set(measured.map(key));
  const order = Object.keys(PUBLIC_PAGES);
  const rows = [...(report.publicVisit ?? []).filter((r) => !fresh.has(key(r))), ...measured].sort(
    (a, b) => order.indexOf(a.page) - order.indexOf(b.page) || a.lang.localeCompare(b.lang),
  );
  writeFileSync(
    json,
    `${JSON.stringify(
      {
        ...report,
        publicVisitRuns: runs,
        publicVisitGoals: PUBLIC_GOALS,
        publicVisit: rows,
      },
      null,
      2,
    )}\n`,
  );
  const mdFile = join(outDir, 'bench.md');
  const md = [
    existsSync(mdFile) ? readFileSync(mdFile, 'utf8').replace(SECTION, '').trimEnd() : '',
    `\n\n## Public visit\n\n${head}\n`,
    '| page | lang | path | perf | LCP ms | TBT ms | CLS | JS before FCP KB | LCP element | runs (LCP ms) | measured | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.lang} | ${r.path} | ${r.perf} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsBeforeFcpKb} | ${r.lcpElement.replace(/\|/g, '/')} | ${r.runsMs.join(' ')} | ${r.at.slice(0, 16).replace('T', ' ')} | ${r.misses.join(', ') || 'ok'} |`,
    ),
    '',
  ];
  writeFileSync(mdFile, md.join('\n'));
}
