// The repeat-open bench: a page the borrower has opened before, with the service worker active,
// on a 4G-like network and a 4x slower CPU, set through Chromium's DevTools protocol in a real tab
// (not Lighthouse's simulation: what the worker changes is where the files come from, which a
// simulation of the network cannot see). Also the offline open: the same, with no network.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { type MainPage, pageUrl } from '../main-pages.mjs';
import { gotoUntilSettled, QUIET_MS, type WaitMode } from './page-signal';
import { BENCH_SOURCE_POSITIONS, sourcePositionsNote } from './source-positions';
import { CPU_SLOWDOWN, NETWORK_4G, throttledPage } from './throttle';
import type { PageRow } from './write-report';

export const GOALS = { repeatLcpMs: 1000, offlineMs: 1000 };

export interface RepeatRow extends PageRow {
  /** Median largest contentful paint of the repeat opens. */
  lcpMs: number;
  /** When that run's content (no loading state left) was in the document. */
  dataMs: number;
  /** The LCP element was the page's content, not a loading state. */
  lcpOnData: boolean;
  /** Where the time went in that run: the document (from the worker) in, the first API answer in. */
  htmlMs: number;
  apiMs: number;
  /** Every run's LCP, to judge the spread. */
  runsMs: number[];
}

export interface OfflineRow extends PageRow {
  /** What the offline open showed: the offline state, or the page (it needs no data). */
  shows: 'offline state' | 'page';
  ms: number;
}

const LOADING = '.boot, .ui-loading, .ui-page-loading, .ui-spinner, .skeleton, [aria-busy="true"]';

/**
 * Records LCP entries and when the content (or the offline alert) arrived, from navigation start.
 * A string, not a function: tsx would put its `__name` helper into a serialised function.
 */
export const RECORDER = `(() => {
  const r = (window.__repeat = { lcp: [], data: null, alert: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      r.lcp.push({ t: e.startTime, html: e.element ? e.element.outerHTML.slice(0, 160) : '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const loading = ${JSON.stringify(LOADING)};
  new MutationObserver(() => {
    if (r.alert === null && document.querySelector('[role="alert"]')) r.alert = performance.now();
    if (r.data === null && document.querySelector('main') && !document.querySelector(loading))
      r.data = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The first open: unthrottled, until the worker is active with the whole build cached. */
async function warmUp(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-service-worker="registered"]').waitFor({
    state: 'attached',
    timeout: 60_000,
  });
  const until = Date.now() + 60_000;
  for (;;) {
    const ready = await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.getRegistration())?.active;
      if (worker?.state !== 'activated') return false;
      const state = await new Promise<{ cached: number; total: number }>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => done(e.data);
        worker.postMessage({ type: 'GET_STATE' }, [channel.port2]);
      });
      return state.total > 0 && state.cached === state.total;
    });
    if (ready) break;
    if (Date.now() > until) throw new Error(`the worker did not cache the build: ${url}`);
    await page.waitForTimeout(200);
  }
  await page.close();
}

interface Open {
  lcp: number;
  lcpHtml: string;
  data: number | null;
  alert: number | null;
  html: number;
  api: number | null;
}

async function open(
  context: BrowserContext,
  url: string,
  offline: boolean,
  wait: WaitMode,
): Promise<Open> {
  const page = await throttledPage(context, offline);
  await page.addInitScript(RECORDER);
  if (wait === 'signal') await gotoUntilSettled(page, url);
  else {
    await page.goto(url, { timeout: 60_000 });
    await page.waitForFunction(
      () => {
        const r = (window as unknown as { __repeat: Open }).__repeat;
        return r.data !== null || r.alert !== null;
      },
      null,
      { timeout: 60_000, polling: 50 },
    );
    // The frame after the content: its paint is the LCP entry, if it is the largest. An offline
    // open is judged on when its state showed, not on LCP: it needs no such wait.
    if (!offline)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
      );
  }
  const r = await page.evaluate(() => {
    const w = (
      window as unknown as {
        __repeat: { lcp: { t: number; html: string }[]; data: number | null; alert: number | null };
      }
    ).__repeat;
    const last = w.lcp[w.lcp.length - 1];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (e) => e.name.includes('/volleys/'),
    );
    return {
      lcp: last?.t ?? 0,
      lcpHtml: last?.html ?? '',
      data: w.data,
      alert: w.alert,
      html: nav.responseEnd,
      api: api ? api.responseEnd : null,
    };
  });
  await page.close();
  return r;
}

const median = <T>(items: T[], by: (t: T) => number): T => {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
};
const round = (ms: number | null) => (ms === null ? -1 : Math.round(ms));

/**
 * Per page and language, in a fresh browser context: the first open installs the worker, then
 * `runs` repeat opens and `runs` offline opens, each in a new tab (as a new webview would be).
 */
export async function measureRepeatOpen(
  browser: Browser,
  baseUrl: string,
  pages: readonly MainPage[],
  languages: readonly string[],
  runs: number,
  langName: (lang: string) => string,
  wait: WaitMode,
  measured: (pageKey: string) => void = (key) => console.log(`repeat open measured: ${key}`),
): Promise<{ repeatOpen: RepeatRow[]; offlineOpen: OfflineRow[] }> {
  const repeatOpen: RepeatRow[] = [];
  const offlineOpen: OfflineRow[] = [];
  for (const page of pages) {
    for (const lang of languages) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const url = pageUrl(baseUrl, page, {
          deviceId: `bench-repeat-${page.key}-${lang}`,
          languageType: lang,
        });
        await warmUp(context, url);
        const repeats: Open[] = [];
        for (let i = 0; i < runs; i++) repeats.push(await open(context, url, false, wait));
        const m = median(repeats, (r) => r.lcp);
        repeatOpen.push({
          page: page.key,
          lang: langName(lang),
          lcpMs: round(m.lcp),
          dataMs: round(m.data),
          lcpOnData:
            m.data !== null &&
            !/\b(boot|ui-loading|ui-page-loading|ui-spinner|skeleton)\b|aria-busy="true"/.test(
              m.lcpHtml,
            ),
          htmlMs: round(m.html),
          apiMs: round(m.api),
          runsMs: repeats.map((r) => round(r.lcp)),
        });
        const offline: Open[] = [];
        for (let i = 0; i < runs; i++) offline.push(await open(context, url, true, wait));
        const shown = (o: Open) => o.alert ?? o.data ?? Number.POSITIVE_INFINITY;
        const o = median(offline, shown);
        offlineOpen.push({
          page: page.key,
          lang: langName(lang),
          shows: o.alert !== null ? 'offline state' : 'page',
          ms: round(shown(o)),
        });
      } finally {
        await context.close();
      }
    }
    measured(page.key);
  }
  return { repeatOpen, offlineOpen };
}

/** Prints the tables and adds them to reports/bench.json (`repeatOpen`, `offlineOpen`) and bench.md. */
export function writeRepeatOpen(
  outDir: string,
  runs: number,
  data: { repeatOpen: RepeatRow[]; offlineOpen: OfflineRow[] },
  wait: WaitMode,
): void {
  const waits =
    wait === 'signal'
      ? `the page says on its console when its data (or offline state) is on screen and no new largest paint came for ${QUIET_MS} ms, nothing evaluated in it before`
      : "Playwright's waitForFunction polling the page every 50 ms from the load event";
  const head = `Repeat open (service worker active), real tab (${sourcePositionsNote(BENCH_SOURCE_POSITIONS)}), ${NETWORK_4G.latency} ms / ${NETWORK_4G.downloadKbps} kbps (DevTools), CPU ${CPU_SLOWDOWN}x, median of ${runs}; the bench waits as ${waits} (BENCH_REPEAT_WAIT=${wait}); goal LCP <= ${GOALS.repeatLcpMs} ms with data on screen:`;
  console.log(head);
  const verdict = (r: RepeatRow) =>
    r.lcpMs <= GOALS.repeatLcpMs && r.lcpOnData
      ? 'ok'
      : `MISS${r.lcpOnData ? '' : ' (LCP before data)'}`;
  console.table(
    data.repeatOpen.map((r) => ({ ...r, runsMs: r.runsMs.join(' '), goal: verdict(r) })),
  );
  console.log(
    `Offline open (service worker active), same CPU; goal: on screen <= ${GOALS.offlineMs} ms:`,
  );
  console.table(
    data.offlineOpen.map((r) => ({ ...r, goal: r.ms <= GOALS.offlineMs ? 'ok' : 'MISS' })),
  );
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'bench.json');
  const report = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as object) : {};
  writeFileSync(
    json,
    `${JSON.stringify({ ...report, realTabSourcePositions: BENCH_SOURCE_POSITIONS, repeatOpenRuns: runs, repeatOpenWait: wait, repeatOpen: data.repeatOpen, offlineOpen: data.offlineOpen }, null, 2)}\n`,
  );
  const mdFile = join(outDir, 'bench.md');
  const md = [
    existsSync(mdFile)
      ? readFileSync(mdFile, 'utf8').replace(/\n## Repeat open[\s\S]*?(?=\n## Public visit|$)/, '')
      : '',
    `\n## Repeat open\n\n${head}\n`,
    '| page | lang | LCP ms | data ms | LCP on data | HTML in ms | API in ms | runs | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...data.repeatOpen.map(
      (r) =>
        `| ${r.page} | ${r.lang} | ${r.lcpMs} | ${r.dataMs} | ${r.lcpOnData} | ${r.htmlMs} | ${r.apiMs} | ${r.runsMs.join(' ')} | ${verdict(r)} |`,
    ),
    '\n## Offline open\n',
    '| page | lang | shows | on screen ms | goal |',
    '|---|---|---|---|---|',
    ...data.offlineOpen.map(
      (r) =>
        `| ${r.page} | ${r.lang} | ${r.shows} | ${r.ms} | ${r.ms <= GOALS.offlineMs ? 'ok' : 'MISS'} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(mdFile, md);
}
