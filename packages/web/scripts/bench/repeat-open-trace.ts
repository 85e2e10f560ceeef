// Where one page's repeat open spends its time: the benchmark's repeat open (worker active, CDP
// 4G-like network and 4x CPU, scripts/bench/repeat-open.ts) of one page, printing when each file
// and the API call left and arrived, the long tasks and the LCP entries. `npm run build -w
// @hybrid-loan/web` first, then:
//   PAGE=loan-details LANG_TYPE=1 RUNS=3 npx tsx scripts/bench/repeat-open-trace.ts
// OFFLINE=1 opens with no network; TRACE=1 also writes a Chromium trace of each open to $OUT.
import { join } from 'node:path';
import { startSandboxServer } from '../../sandbox/server';
import { MAIN_PAGES, pageUrl } from '../main-pages.mjs';
import { launchBenchBrowser } from './bench-chromium';
import { throttledPage } from './throttle';

const key = process.env.PAGE ?? 'loan-details';
const lang = process.env.LANG_TYPE ?? '1';
const runs = Number(process.env.RUNS ?? 1);
const offline = process.env.OFFLINE === '1';
const out = process.env.OUT ?? '/tmp';
const page = MAIN_PAGES.find((p) => p.key === key);
if (!page) throw new Error(`no main page ${key}`);

// A string, not a function: tsx would put its `__name` helper into a serialised function.
const RECORDER = `(() => {
  const r = (window.__trace = { lcp: [], long: [], alert: null });
  new PerformanceObserver((l) => { for (const e of l.getEntries())
    r.lcp.push([Math.round(e.startTime), e.element ? e.element.outerHTML.slice(0, 80) : '']); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries())
    r.long.push([Math.round(e.startTime), Math.round(e.duration)]); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (r.alert === null && document.querySelector('[role="alert"]')) r.alert = Math.round(performance.now());
  }).observe(document, { subtree: true, childList: true });
})();`;

// DIST=/some/folder measures another build than dist/ (e.g. `vite build --outDir` of a variant).
const server = await startSandboxServer({
  mode: 'dist',
  ...(process.env.DIST ? { distRoot: process.env.DIST } : {}),
});
const bench = await launchBenchBrowser();
const browser = bench.browser;
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const url = pageUrl(server.url, page, { deviceId: `trace-${key}-${lang}`, languageType: lang });
  // The first open installs the worker; wait until it is active and has cached the build.
  const first = await context.newPage();
  await first.goto(url);
  await first
    .locator('html[data-service-worker="registered"]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  await first.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    null,
    { timeout: 60_000 },
  );
  await first.close();
  for (let i = 0; i < runs; i++) {
    const tab = await throttledPage(context, offline);
    await tab.addInitScript(RECORDER);
    if (process.env.TRACE)
      await browser.startTracing(tab, {
        path: join(out, `repeat-${key}-${lang}-${i}.json`),
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading'],
      });
    await tab.goto(url, { timeout: 60_000 });
    await tab.waitForFunction(
      () => {
        const w = window as unknown as { __trace: { lcp: unknown[]; alert: number | null } };
        return w.__trace.alert !== null || !document.querySelector('[aria-busy="true"]');
      },
      null,
      { timeout: 60_000, polling: 50 },
    );
    await tab.waitForTimeout(1000);
    if (process.env.TRACE) await browser.stopTracing();
    const seen = await tab.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // No named inner function: tsx's keepNames would wrap it in a `__name` the page lacks.
      const r = Math.round;
      return {
        nav: `response ${r(nav.responseEnd)} domInteractive ${r(nav.domInteractive)}`,
        fcp: r(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
        files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) =>
            `${r(e.startTime)} -> ${r(e.responseEnd)} ${e.name.replace(location.origin, '').slice(0, 70)}`,
        ),
        recorded: (
          window as unknown as {
            __trace: { lcp: [number, string][]; long: [number, number][]; alert: number | null };
          }
        ).__trace,
      };
    });
    console.log(
      `run ${i}: ${seen.nav} FCP ${seen.fcp} offline state ${seen.recorded.alert ?? '-'}`,
    );
    for (const file of seen.files) console.log(`    ${file}`);
    console.log(`  long tasks (start, ms): ${JSON.stringify(seen.recorded.long)}`);
    console.log(`  LCP entries: ${JSON.stringify(seen.recorded.lcp)}`);
    await tab.close();
  }
  await context.close();
} finally {
  await bench.close();
  await server.close();
}
