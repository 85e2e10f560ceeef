// The benchmark: builds the production app, serves it with the sandbox, and measures every main
// page the same way each time: gzipped JS and CSS (and the JS needed before the first data
// render), Lighthouse mobile (simulated throttling; median of 3 runs) and desktop (unthrottled, so
// regressions of our own code stand out from the simulated network), in both languages, the LCP
// element, the tap-to-paint time of the page's main action (4x CPU, tapped as soon as it shows),
// axe-core, and the field vitals the pages beaconed. Prints the tables and writes
// reports/bench.json and reports/bench.md. Everything it starts (the build, both Chromiums) runs in
// process groups it owns: stopped by a signal or an error, it leaves nothing running.
import { once } from 'node:events';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnOwned } from '@hybrid-loan/engines';
import type { Browser } from 'playwright-core';
import { startSandboxServer } from '../../sandbox/server';
import { runAxe } from '../axe.mjs';
import { kb, loadBuild } from '../checks/chunk-graph.mjs';
import { MAIN_PAGES, pageUrl } from '../main-pages.mjs';
import { launchBenchBrowsers } from './bench-chromium';
import { writeBenchHtml } from './bench-html.ts';
import { FRONT_CHROME_FLAGS, protocolOf, startHttpsFront } from './https-front';
import { BENCH_TRACE, DESKTOP, lighthouseRun, MOBILE, median, type Vitals } from './lighthouse';
import { measurePackageOpen, writePackageOpen } from './package-open';
import { standInOf } from './package-stand-in';
import { waitModeOf } from './page-signal';
import { progress } from './progress';
import { measurePublicVisit, writePublicVisit } from './public-visit';
import { measureRepeatOpen, writeRepeatOpen } from './repeat-open';
import { medianBy, runInTurn } from './runs-median';
import { tapToPaint } from './tap-to-paint';
import { type DesktopRow, type FieldReport, misses, type Row, writeReport } from './write-report';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The goals are judged on the median of 3 runs; BENCH_RUNS=1 is quicker while working.
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Desktop unthrottled runs per page and language (the regression check of our own code).
const desktopRuns = Number(process.env.BENCH_DESKTOP_RUNS ?? 1);
// languageType 1 = India (English), 2 = Indonesia (Indonesian).
const languages = (process.env.BENCH_LANGS ?? '1,2').split(',');
// BENCH_PAGES=loan-details,chatbot measures some pages only (while working on them).
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? MAIN_PAGES.filter((p) => only.includes(p.key)) : MAIN_PAGES;
const LANG_NAME: Record<string, string> = { '1': 'en-IN', '2': 'id-ID' };
const MOBILE_TAB = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
// BENCH_PARTS=repeat-open measures only the repeat and offline opens (service worker active);
// BENCH_PARTS=public-visit only the public site's cold visits (BENCH_PUBLIC_PAGES=home,siteAbout
// some of its pages: keys of the contract's PUBLIC_PAGES).
// BENCH_PARTS=package-open only the opens from the offline package (bench/package-open.ts);
// BENCH_PACKAGE_STANDIN=route measures them with the first stand-in for the shell, to compare;
// BENCH_PACKAGE_WAIT=poll waits for them as the first harness did (bench/page-signal.ts), to compare.
// BENCH_REPEAT_WAIT=poll waits for the repeat and offline opens that way too, to compare.
// BENCH_SOURCE_POSITIONS=lazy runs the real-tab Chromium with V8's lazy source positions, as before
// (bench/source-positions.ts), to compare.
const parts = process.env.BENCH_PARTS?.split(',') ?? [
  'first-open',
  'repeat-open',
  'package-open',
  'public-visit',
];
const publicOnly = process.env.BENCH_PUBLIC_PAGES?.split(',');
// The first open's Lighthouse runs reach the pages over https and HTTP/2, as borrowers do
// (bench/https-front.ts); BENCH_PROTOCOL=http1 measures them on the sandbox's plain HTTP/1.1, to compare.
const protocol = protocolOf(process.env.BENCH_PROTOCOL);
// Lighthouse's runs trace only what its metrics read (bench/metrics-trace.ts); BENCH_TRACE=full
// records its own whole set, as before, to compare (read in bench/lighthouse.ts).
const packageStandIn = standInOf(process.env.BENCH_PACKAGE_STANDIN);
const packageWait = waitModeOf(process.env.BENCH_PACKAGE_WAIT);
const repeatWait = waitModeOf(process.env.BENCH_REPEAT_WAIT, 'BENCH_REPEAT_WAIT');

const vite = spawnOwned(
  process.execPath,
  [resolve(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: webRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
const [built] = (await once(vite.child, 'exit')) as [number | null];
if (built !== 0) throw new Error(`the build failed (exit ${built})`);
const build = loadBuild(join(webRoot, 'dist'));
const server = await startSandboxServer({ mode: 'dist' });
// Only the first open's Lighthouse runs use it (the other parts reach the sandbox directly).
const front =
  protocol === 'h2' && parts.includes('first-open') ? await startHttpsFront(server.url) : null;
const firstOpenOrigin = front?.url ?? server.url;
// Lighthouse's Chromium, and a second one (the same set-up) for the repeat opens, taps and axe.
const browsers = await launchBenchBrowsers(front ? FRONT_CHROME_FLAGS : []);
const { chrome } = browsers;
const browser = browsers.bench.browser;
// Seconds per step on a quiet 2-core machine (a page in both languages, median of 3), scaled to
// this run's languages and runs; the measured pace replaces them as the run goes.
const scale = (languages.length / 2) * (runs / 3);
const step = progress([
  {
    kind: 'first-open',
    count: parts.includes('first-open') ? pages.length : 0,
    guessS: 55 * scale,
  },
  { kind: 'field', count: parts.includes('first-open') ? 1 : 0, guessS: 20 },
  {
    kind: 'repeat-open',
    count: parts.includes('repeat-open') ? pages.length : 0,
    guessS: 20 * scale,
  },
]);

/** axe-core in the run's languages, violations added up by impact. */
async function axeImpacts(b: Browser, page: (typeof MAIN_PAGES)[number]) {
  const impacts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const languageType of languages) {
    const context = await b.newContext({ ...MOBILE_TAB, bypassCSP: true });
    const tab = await context.newPage();
    await tab.goto(
      pageUrl(server.url, page, {
        deviceId: `bench-axe-${page.key}-${languageType}`,
        languageType,
      }),
    );
    await tab.waitForLoadState('networkidle');
    const axe = await runAxe(tab);
    for (const k of Object.keys(impacts) as (keyof typeof impacts)[]) impacts[k] += axe.byImpact[k];
    await context.close();
  }
  return impacts;
}

/** Opens each page once in a real tab and hides it, so web-vitals reports to the sandbox. */
async function fieldPass(b: Browser): Promise<FieldReport[]> {
  const context = await b.newContext({ ...MOBILE_TAB, bypassCSP: true });
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
    reports: FieldReport[];
  };
  return vitals.reports;
}

const rows: Row[] = [];
const desktop: DesktopRow[] = [];
try {
  for (const page of parts.includes('first-open') ? pages : []) {
    const chunk = build.pages.find((p: { module: string }) => page.module.test(p.module));
    const mobile = new Map<string, Vitals>();
    for (const lang of languages) {
      const url = (kind: string, i: number) =>
        pageUrl(firstOpenOrigin, page, {
          deviceId: `bench-${kind}${page.key}-${lang}-${i}`,
          languageType: lang,
        });
      mobile.set(lang, await median(runs, (i) => lighthouseRun(chrome.port, url('', i), MOBILE)));
      const desk = await median(desktopRuns, (i) =>
        lighthouseRun(chrome.port, url('desk-', i), DESKTOP),
      );
      desktop.push({
        page: page.key,
        lang: LANG_NAME[lang] ?? lang,
        perf: desk.perf,
        lcpMs: desk.lcp,
        tbtMs: desk.tbt,
        cls: desk.cls,
      });
    }
    // The interaction row: the main action tapped as soon as it shows, at 4x CPU (median of runs).
    const taps = new Map<string, number>();
    for (const lang of languages) {
      const times = await runInTurn(runs, (i) =>
        tapToPaint(
          browser,
          pageUrl(server.url, page, {
            deviceId: `bench-tap-${page.key}-${lang}-${i}`,
            languageType: lang,
          }),
          page.action,
        ),
      );
      taps.set(lang, medianBy(times, (t) => t) ?? 0);
    }
    const impacts = await axeImpacts(browser, page);
    for (const [lang, m] of mobile) {
      const row = {
        page: page.key,
        lang: LANG_NAME[lang] ?? lang,
        firstDataJsKb: kb(chunk ? chunk.firstDataJsGz : build.initialJsGz),
        initialJsKb: kb(build.initialJsGz),
        routeChunkKb: chunk ? kb(chunk.ownGz) : null,
        totalJsKb: kb(chunk ? chunk.totalJsGz : build.initialJsGz),
        cssKb: kb(chunk ? chunk.cssGz : build.initialCssGz),
        perf: m.perf,
        lcpMs: m.lcp,
        tbtMs: m.tbt,
        cls: m.cls,
        lcpElement: m.lcpElement,
        serverMs: m.serverMs,
        tapToPaintMs: taps.get(lang) ?? 0,
        axeSerious: impacts.critical + impacts.serious,
        axeModerate: impacts.moderate,
        axeMinor: impacts.minor,
      };
      rows.push({ ...row, misses: misses(row, m.lcpOnData) });
    }
    step('first-open', `measured ${page.key}`);
  }
  if (parts.includes('first-open')) {
    const field = await fieldPass(browser);
    step('field', 'field vitals collected');
    writeReport(join(webRoot, 'reports'), {
      runs,
      desktopRuns,
      protocol,
      trace: BENCH_TRACE,
      rows,
      desktop,
      field,
    });
  }
  if (parts.includes('repeat-open')) {
    const repeat = await measureRepeatOpen(
      browser,
      server.url,
      pages,
      languages,
      runs,
      (l) => LANG_NAME[l] ?? l,
      repeatWait,
      (key) => step('repeat-open', `repeat open measured: ${key}`),
    );
    writeRepeatOpen(join(webRoot, 'reports'), runs, repeat, repeatWait);
  }
  if (parts.includes('package-open')) {
    // The build as the package carries it (its own index.html, which sends the first read itself).
    const packaged = await startSandboxServer({ mode: 'dist', packageFiles: true });
    try {
      const opened = await measurePackageOpen(
        browser,
        join(webRoot, 'dist'),
        packaged.url,
        pages,
        languages,
        runs,
        (l) => LANG_NAME[l] ?? l,
        packageStandIn,
        packageWait,
      );
      writePackageOpen(join(webRoot, 'reports'), runs, opened, packageStandIn, packageWait);
    } finally {
      await packaged.close();
    }
  }
  if (parts.includes('public-visit')) {
    const visits = await measurePublicVisit(
      chrome.port,
      server.url,
      runs,
      publicOnly,
      languages.map((l) => LANG_NAME[l] ?? l),
    );
    writePublicVisit(join(webRoot, 'reports'), runs, visits);
  }
  // The tables as charts against their goals, with the history of the medians.
  console.log(`wrote ${writeBenchHtml(join(webRoot, 'reports'))}`);
} finally {
  await browsers.close();
  await front?.close();
  await server.close();
}
