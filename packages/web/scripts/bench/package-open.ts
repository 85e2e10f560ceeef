// The package-open bench: a main page opened as a shell opens it from the offline package. The
// page's files come with no network delay, the API goes over the bench's throttled network
// (DevTools 4G-like, 4x CPU, as the repeat open), and nothing else is cached.
// How it stands in for the shell (BENCH_PACKAGE_STANDIN): `loopback`, the default, throttles by
// URL (DevTools' per-request network conditions): the build's files on the pages' own origin
// come from the loopback server with no added delay, as the Android shell's
// `shouldInterceptRequest` answers them in-process (the iOS scheme handler serves the same files
// from its own origin), as the package carries them (its own index.html: the sandbox's
// `packageFiles`); the API, the worker's switch file and anything else go over the throttled
// network. `route` is the first stand-in, kept to compare: Playwright's request interception
// answers the build's files from the bench's Node process, a round trip that adds its own delay to
// every file. Either way the service worker is blocked, as a page from a package never registers one.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SWITCH_FILE } from '@hybrid-loan/bridge-sdk/contract';
import { contentType } from '@hybrid-loan/dev-server';
import type { Browser } from 'playwright-core';
import { asPackaged } from '../../sandbox/package-view';
import { type MainPage, pageUrl } from '../main-pages.mjs';
import { packageRules, type StandIn } from './package-stand-in';
import { gotoUntilSettled, QUIET_MS, type WaitMode } from './page-signal';
import { RECORDER } from './repeat-open';
import { medianBy, runInTurn } from './runs-median';
import { BENCH_SOURCE_POSITIONS, sourcePositionsNote } from './source-positions';
import { CPU_SLOWDOWN, NETWORK_4G, throttledPage } from './throttle';
import type { PageRow } from './write-report';

export const PACKAGE_GOALS = { lcpMs: 1000, networkJsKb: 0 };

export interface PackageOpenRow extends PageRow {
  /** Median largest contentful paint. */
  lcpMs: number;
  /** The LCP element of that run was the page's content, not a loading state. */
  lcpOnData: boolean;
  /** Script bytes that came over the network in that run (KB): the goal is none. */
  networkJsKb: number;
  /** Files the stand-in shell served in that run. */
  packageFiles: number;
  runsMs: number[];
}

interface Run {
  lcp: number;
  lcpHtml: string;
  data: number | null;
  jsBytes: number;
  files: number;
}

/** The file of the build a path of the pages' origin names, or null (the network's). */
function buildFile(dist: string, pathname: string): string | null {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  if (rel === SWITCH_FILE || rel.includes('..')) return null;
  const file = join(dist, rel);
  return existsSync(file) && statSync(file).isFile() ? asPackaged(dist, file) : null;
}

async function openOnce(
  browser: Browser,
  dist: string,
  origin: string,
  url: string,
  standIn: StandIn,
  wait: WaitMode,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await throttledPage(
      context,
      false,
      standIn === 'loopback' ? packageRules(dist, origin) : undefined,
    );
    const fromPackage = new Set<string>();
    const sizes: Promise<number>[] = [];
    if (standIn === 'route')
      await page.route(
        (u) => u.origin === origin,
        (route) => {
          const request = route.request();
          const file =
            request.method() === 'GET' ? buildFile(dist, new URL(request.url()).pathname) : null;
          if (!file) return route.fallback();
          fromPackage.add(request.url());
          return route.fulfill({
            status: 200,
            contentType: contentType(file),
            body: readFileSync(file),
          });
        },
      );
    else
      page.on('request', (request) => {
        const u = new URL(request.url());
        if (u.origin === origin && request.method() === 'GET' && buildFile(dist, u.pathname))
          fromPackage.add(request.url());
      });
    // Whatever script still arrives over the network counts (the goal is none).
    page.on('requestfinished', (request) => {
      if (!/\.m?js(\?|$)/.test(request.url()) || fromPackage.has(request.url())) return;
      sizes.push(
        request.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      );
    });
    await page.addInitScript(RECORDER);
    if (wait === 'signal') await gotoUntilSettled(page, url);
    else {
      await page.goto(url, { timeout: 60_000 });
      await page.waitForFunction(
        () => (window as unknown as { __repeat: { data: number | null } }).__repeat.data !== null,
        null,
        { timeout: 60_000, polling: 50 },
      );
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
      );
    }
    const r = await page.evaluate(() => {
      const w = (
        window as unknown as {
          __repeat: { lcp: { t: number; html: string }[]; data: number | null };
        }
      ).__repeat;
      const last = w.lcp[w.lcp.length - 1];
      return { lcp: last?.t ?? 0, lcpHtml: last?.html ?? '', data: w.data };
    });
    const jsBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return { ...r, jsBytes, files: fromPackage.size };
  } finally {
    await context.close();
  }
}

const LOADING_HTML = /\b(boot|ui-loading|ui-page-loading|ui-spinner|skeleton)\b|aria-busy="true"/;

/** Per page and language, `runs` opens from the package, each in a fresh context (a cold webview). */
export async function measurePackageOpen(
  browser: Browser,
  dist: string,
  baseUrl: string,
  pages: readonly MainPage[],
  languages: readonly string[],
  runs: number,
  langName: (lang: string) => string,
  standIn: StandIn,
  wait: WaitMode,
): Promise<PackageOpenRow[]> {
  const origin = new URL(baseUrl).origin;
  const rows: PackageOpenRow[] = [];
  for (const page of pages) {
    for (const lang of languages) {
      const all = await runInTurn(runs, (i) =>
        openOnce(
          browser,
          dist,
          origin,
          pageUrl(baseUrl, page, {
            deviceId: `bench-package-${page.key}-${lang}-${i}`,
            languageType: lang,
          }),
          standIn,
          wait,
        ),
      );
      const m = medianBy(all, (r) => r.lcp) as Run;
      rows.push({
        page: page.key,
        lang: langName(lang),
        lcpMs: Math.round(m.lcp),
        lcpOnData: m.data !== null && !LOADING_HTML.test(m.lcpHtml),
        networkJsKb: Math.round((m.jsBytes / 1024) * 10) / 10,
        packageFiles: m.files,
        runsMs: all.map((r) => Math.round(r.lcp)),
      });
    }
    console.log(`package open measured: ${page.key}`);
  }
  return rows;
}

/** Prints the table and adds it to reports/bench.json (`packageOpen`) and bench.md. */
export function writePackageOpen(
  outDir: string,
  runs: number,
  rows: PackageOpenRow[],
  standIn: StandIn,
  wait: WaitMode,
): void {
  const how =
    standIn === 'loopback'
      ? "the build's files on the pages' origin from the loopback server, unthrottled (DevTools' per-URL conditions), everything else throttled"
      : "request interception of the build's files on the pages' origin, answered by the bench's Node process";
  const waits =
    wait === 'signal'
      ? `the page says on its console when its data is on screen and no new largest paint came for ${QUIET_MS} ms, nothing evaluated in it before`
      : "Playwright's waitForFunction polling the page every 50 ms from the load event";
  const head = `Package open (files from the package, no network delay; API over ${NETWORK_4G.latency} ms / ${NETWORK_4G.downloadKbps} kbps (DevTools), CPU ${CPU_SLOWDOWN}x; ${sourcePositionsNote(BENCH_SOURCE_POSITIONS)}), median of ${runs}; the shell stood in for by ${how} (BENCH_PACKAGE_STANDIN=${standIn}); the bench waits as ${waits} (BENCH_PACKAGE_WAIT=${wait}); service worker blocked; goal LCP <= ${PACKAGE_GOALS.lcpMs} ms with data on screen and ${PACKAGE_GOALS.networkJsKb} KB of code over the network:`;
  const verdict = (r: PackageOpenRow) =>
    r.lcpMs <= PACKAGE_GOALS.lcpMs && r.lcpOnData && r.networkJsKb <= PACKAGE_GOALS.networkJsKb
      ? 'ok'
      : 'MISS';
  console.log(head);
  console.table(rows.map((r) => ({ ...r, runsMs: r.runsMs.join(' '), goal: verdict(r) })));
  mkdirSync(outDir, { recursive: true });
  const json = join(outDir, 'bench.json');
  const report = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as object) : {};
  writeFileSync(
    json,
    `${JSON.stringify({ ...report, realTabSourcePositions: BENCH_SOURCE_POSITIONS, packageOpenRuns: runs, packageOpenStandIn: standIn, packageOpenWait: wait, packageOpen: rows }, null, 2)}\n`,
  );
  const mdFile = join(outDir, 'bench.md');
  const md = [
    existsSync(mdFile)
      ? readFileSync(mdFile, 'utf8').replace(/\n## Package open[\s\S]*?(?=\n## |$)/, '')
      : '',
    `\n## Package open\n\n${head}\n`,
    '| page | lang | LCP ms | LCP on data | network JS KB | package files | runs | goal |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.lang} | ${r.lcpMs} | ${r.lcpOnData} | ${r.networkJsKb} | ${r.packageFiles} | ${r.runsMs.join(' ')} | ${verdict(r)} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(mdFile, md);
}
