// The benchmark: builds the production app, serves it with the sandbox, and measures every main
// page the same way each time: gzipped JS and CSS (and the JS needed before the first data
// render), Lighthouse mobile (simulated throttling) and desktop (unthrottled, so regressions of
// our own code stand out from the simulated network), in both languages, and axe-core. Prints the
// tables and writes reports/bench.json and reports/bench.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { startSandboxServer } from '../sandbox/server';
import { runAxe } from './axe.mjs';
import { BUDGETS, kb, loadBuild } from './chunk-graph.mjs';
import { MAIN_PAGES, pageUrl } from './main-pages.mjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 1);
// Desktop unthrottled runs per page and language (the regression check of our own code).
const desktopRuns = Number(process.env.BENCH_DESKTOP_RUNS ?? 1);
// languageType 1 = India (English), 2 = Indonesia (Indonesian).
const languages = (process.env.BENCH_LANGS ?? '1,2').split(',');
// BENCH_PAGES=loan-details,chatbot measures some pages only (while working on them).
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? MAIN_PAGES.filter((p) => only.includes(p.key)) : MAIN_PAGES;

execFileSync(
  process.execPath,
  [resolve(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: webRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
const build = loadBuild(join(webRoot, 'dist'));
const server = await startSandboxServer({ mode: 'dist' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: CHROMIUM_ARGS,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

interface Vitals {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const MOBILE = {
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
const DESKTOP = {
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

async function lighthouseRun(
  url: string,
  settings: typeof MOBILE | typeof DESKTOP,
): Promise<Vitals> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...settings,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

/** The median of n runs by LCP (the goal the runs vary on most), so one noisy run does not decide. */
async function median(n: number, run: (i: number) => Promise<Vitals>): Promise<Vitals> {
  const all: Vitals[] = [];
  for (let i = 0; i < n; i++) all.push(await run(i));
  all.sort((a, b) => a.lcp - b.lcp);
  return all[Math.floor(all.length / 2)] as Vitals;
}

interface DesktopRow {
  page: string;
  lang: string;
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Row {
  page: string;
  lang: string;
  firstDataJsKb: number;
  initialJsKb: number;
  routeChunkKb: number | null;
  totalJsKb: number;
  cssKb: number;
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  axeSerious: number;
  axeModerate: number;
  axeMinor: number;
  misses: string[];
}

const rows: Row[] = [];
const desktopRows: DesktopRow[] = [];
const LANG_NAME: Record<string, string> = { '1': 'en-IN', '2': 'id-ID' };
try {
  for (const page of pages) {
    const chunk = build.pages.find((p: { module: string }) => page.module.test(p.module));
    const mobile = new Map<string, Vitals>();
    for (const lang of languages) {
      mobile.set(
        lang,
        await median(runs, (i) =>
          lighthouseRun(
            pageUrl(server.url, page, {
              deviceId: `bench-${page.key}-${lang}-${i}`,
              languageType: lang,
            }),
            MOBILE,
          ),
        ),
      );
      const desk = await median(desktopRuns, (i) =>
        lighthouseRun(
          pageUrl(server.url, page, {
            deviceId: `bench-desk-${page.key}-${lang}-${i}`,
            languageType: lang,
          }),
          DESKTOP,
        ),
      );
      desktopRows.push({
        page: page.key,
        lang: LANG_NAME[lang] ?? lang,
        perf: desk.perf,
        lcpMs: desk.lcp,
        tbtMs: desk.tbt,
        cls: desk.cls,
      });
    }

    const impacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    for (const languageType of ['1', '2']) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
      });
      const tab = await context.newPage();
      await tab.goto(
        pageUrl(server.url, page, {
          deviceId: `bench-axe-${page.key}-${languageType}`,
          languageType,
        }),
      );
      await tab.waitForLoadState('networkidle');
      const axe = await runAxe(tab);
      for (const k of Object.keys(impacts) as (keyof typeof impacts)[])
        impacts[k] += axe.byImpact[k];
      await context.close();
    }

    for (const [lang, median] of mobile) {
      const row: Row = {
        page: page.key,
        lang: LANG_NAME[lang] ?? lang,
        firstDataJsKb: kb(chunk ? chunk.firstDataJsGz : build.initialJsGz),
        initialJsKb: kb(build.initialJsGz),
        routeChunkKb: chunk ? kb(chunk.ownGz) : null,
        totalJsKb: kb(chunk ? chunk.totalJsGz : build.initialJsGz),
        cssKb: kb(chunk ? chunk.cssGz : build.initialCssGz),
        perf: median.perf,
        lcpMs: median.lcp,
        tbtMs: median.tbt,
        cls: median.cls,
        axeSerious: impacts.critical + impacts.serious,
        axeModerate: impacts.moderate,
        axeMinor: impacts.minor,
        misses: [],
      };
      if (row.firstDataJsKb > BUDGETS.firstDataJsKb) row.misses.push('JS before data');
      if (row.initialJsKb > BUDGETS.initialJsKb) row.misses.push('initial JS');
      if (row.routeChunkKb !== null && row.routeChunkKb > BUDGETS.routeChunkKb)
        row.misses.push('route chunk');
      if (row.cssKb > BUDGETS.cssKb) row.misses.push('CSS');
      if (row.perf < 95) row.misses.push('performance');
      if (row.lcpMs > 2000) row.misses.push('LCP');
      if (row.tbtMs > 100) row.misses.push('TBT');
      if (row.cls > 0.02) row.misses.push('CLS');
      if (row.axeSerious > 0) row.misses.push('axe serious/critical');
      rows.push(row);
    }
    console.log(`measured ${page.key}`);
  }
  // Field vitals: open each page once in a real tab, hide it so web-vitals reports, then ask the sandbox.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  for (const page of pages) {
    const tab = await context.newPage();
    try {
      await tab.goto(pageUrl(server.url, page, { deviceId: `bench-field-${page.key}` }));
      await tab.waitForLoadState('networkidle');
      // A key press is an interaction (for INP) that cannot navigate away, unlike a tap.
      await tab.keyboard.press('Shift');
      await tab.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    } catch (error) {
      console.warn(`field vitals of ${page.key} not collected: ${(error as Error).message}`);
    }
    await tab.close({ runBeforeUnload: true });
  }
  await context.close();
  await new Promise((r) => setTimeout(r, 500));
  const vitals = (await (await fetch(new URL('/__sandbox/vitals', server.url))).json()) as {
    reports: { name: string; value: number; page: string; device: string }[];
  };

  console.table(
    rows.map(({ misses, ...r }) => ({
      ...r,
      budget: misses.length ? `MISS: ${misses.join(', ')}` : 'ok',
    })),
  );
  console.log('Desktop, unthrottled:');
  console.table(desktopRows);
  console.log(`Field vitals received by the sandbox: ${vitals.reports.length}`);
  // Every page load of the run (Lighthouse, axe, the field pass) beacons its vitals: summarise.
  const groups = new Map<string, number[]>();
  for (const r of vitals.reports) {
    const key = [r.page, r.name, r.device].join('\t');
    groups.set(key, [...(groups.get(key) ?? []), r.value]);
  }
  console.table(
    [...groups].map(([key, values]) => {
      const [page, metric, device] = key.split('\t');
      const sorted = [...values].sort((a, b) => a - b);
      return {
        page,
        metric,
        device,
        reports: values.length,
        median: sorted[Math.floor(sorted.length / 2)],
      };
    }),
  );

  const outDir = join(webRoot, 'reports');
  mkdirSync(outDir, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    runs,
    desktopRuns,
    budgets: { ...BUDGETS, perf: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 },
    pages: rows,
    desktop: desktopRows,
    fieldVitals: vitals.reports,
  };
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const header =
    '| page | lang | JS before data KB | initial JS KB | route chunk KB | total JS KB | CSS KB | perf | LCP ms | TBT ms | CLS | axe serious+critical | axe moderate | budgets |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.lang} | ${r.firstDataJsKb} | ${r.initialJsKb} | ${r.routeChunkKb ?? '–'} | ${r.totalJsKb} | ${r.cssKb} | ${r.perf} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.axeSerious} | ${r.axeModerate} | ${r.misses.length ? `miss: ${r.misses.join(', ')}` : 'ok'} |`,
  );
  const deskLines = desktopRows.map(
    (r) => `| ${r.page} | ${r.lang} | ${r.perf} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  );
  // The field vitals every page load of the run beaconed, by page and metric.
  const fieldLines = [...groups].map(([key, values]) => {
    const [page, metric, device] = key.split('\t');
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${page} | ${metric} | ${device} | ${values.length} | ${Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 1000) / 1000} |`;
  });
  writeFileSync(
    join(outDir, 'bench.md'),
    [
      `# Benchmark ${report.at}`,
      '',
      `Lighthouse mobile preset, simulated throttling, median of ${runs} run(s) per language; axe-core in en-IN and id-ID. "JS before data" is the gzipped JavaScript a page needs before its first data render (entry, app shell, page chunk and imports, query cache).`,
      '',
      header,
      ...lines,
      '',
      `## Desktop, unthrottled (median of ${desktopRuns} run(s))`,
      '',
      '| page | lang | perf | LCP ms | TBT ms | CLS |',
      '|---|---|---|---|---|---|',
      ...deskLines,
      '',
      `## Field vitals received by the sandbox: ${vitals.reports.length}`,
      '',
      '| page | metric | device | reports | median |',
      '|---|---|---|---|---|',
      ...fieldLines,
      '',
    ].join('\n'),
  );
  console.log(`Reports: ${join(outDir, 'bench.json')}, ${join(outDir, 'bench.md')}`);
} finally {
  await browser.close();
  await chrome.kill();
  await server.close();
}
