import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, chromiumPath, ownGroup, stopGroup } from '@hybrid-loan/engines';
import * as chromeLauncher from 'chrome-launcher';
import { type Browser, chromium } from 'playwright-core';
import {
  BENCH_SOURCE_POSITIONS,
  type SourcePositions,
  sourcePositionsFlags,
} from './source-positions';

/**
 * The browser UI's own pages the benchmark's Chromium leaves out. Headless Chromium (156) renders
 * its desktop UI off screen and, at every new tab, loads the omnibox popup as a WebUI page of its
 * own (a renderer fetching some 300 chrome:// files). A phone's WebView has no omnibox; on a 2-core
 * machine that renderer took the cores from the page under test while it opened (one build,
 * customer service id-ID, five repeat opens each: LCP 872-1032 ms with it, 816-852 ms without).
 */
export const BROWSER_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

const DISABLE = '--disable-features=';

/**
 * Lighthouse's launcher's own flags, the project's and the UI features above. One
 * `--disable-features`: Chromium reads only the last one given, so a second would drop the
 * launcher's list (Translate, OptimizationHints, RenderDocument, ...).
 */
export function benchChromeFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const listed = defaults.find((f) => f.startsWith(DISABLE));
  const features = [
    ...(listed ? listed.slice(DISABLE.length).split(',') : []),
    ...BROWSER_UI_FEATURES,
  ];
  return [
    ...defaults.filter((f) => f !== listed),
    `${DISABLE}${features.join(',')}`,
    ...CHROMIUM_ARGS,
  ];
}

/** A Chromium the benchmark started: its DevTools port, and `stop` (the browser and its helpers). */
export interface BenchChrome {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * chrome-launcher's spawn, owned: it starts Chromium as the leader of a process group of its own,
 * and the group is ours from that moment (engines' process groups), so whichever way the bench
 * ends (an error, SIGINT, the SIGTERM of `timeout`, even SIGKILL through the reaper) the browser,
 * its renderers and its helpers end with it. chrome-launcher alone stops it on SIGINT only.
 */
const ownedSpawn = ((...args: Parameters<typeof spawn>) => {
  const child = spawn(...args);
  if (child.pid !== undefined) ownGroup(child.pid);
  return child;
}) as typeof spawn;

/**
 * Debian's Chromium as the benchmark runs it (chrome-launcher's flags, see `benchChromeFlags`),
 * with `extraFlags` after them.
 */
export async function launchBenchChrome(extraFlags: readonly string[] = []): Promise<BenchChrome> {
  const launcher = new chromeLauncher.Launcher(
    {
      chromePath: chromiumPath(),
      chromeFlags: [...benchChromeFlags(), ...extraFlags],
      ignoreDefaultFlags: true,
      handleSIGINT: false,
    },
    { spawn: ownedSpawn },
  );
  try {
    await launcher.launch();
  } catch (error) {
    launcher.kill();
    throw error;
  }
  const { pid, port } = launcher as { pid?: number; port?: number };
  if (pid === undefined || port === undefined) {
    launcher.kill();
    throw new Error('Chromium started without a DevTools port');
  }
  return {
    port,
    pid,
    stop: async () => {
      await stopGroup(pid, 2000);
      launcher.kill(); // Its profile directory (the group is gone already).
    },
  };
}

/**
 * A Playwright browser on such a Chromium (over the DevTools protocol): the repeat opens, the taps
 * and axe run in the same browser set-up as Lighthouse, and Playwright's own launch flags (whose
 * `--disable-features` a second one would replace) are not involved; V8 makes source positions as
 * `positions` says (source-positions.ts: Playwright's DevTools session would otherwise have V8
 * parse the shell again on every open). `close` stops it.
 */
export async function launchBenchBrowser(
  positions: SourcePositions = BENCH_SOURCE_POSITIONS,
): Promise<{
  browser: Browser;
  pid: number;
  close(): Promise<void>;
}> {
  const chrome = await launchBenchChrome(sourcePositionsFlags(positions));
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return {
      browser,
      pid: chrome.pid,
      close: async () => {
        await browser.close().catch(() => undefined);
        await chrome.stop();
      },
    };
  } catch (error) {
    await chrome.stop();
    throw error;
  }
}

/**
 * Both Chromiums of the benchmark: Lighthouse's (with `lighthouseFlags`), and the Playwright one
 * beside it.
 */
export async function launchBenchBrowsers(lighthouseFlags: readonly string[] = []): Promise<{
  chrome: BenchChrome;
  bench: Awaited<ReturnType<typeof launchBenchBrowser>>;
  close(): Promise<void>;
}> {
  const chrome = await launchBenchChrome(lighthouseFlags);
  try {
    const bench = await launchBenchBrowser();
    return {
      chrome,
      bench,
      close: async () => {
        await Promise.all([bench.close(), chrome.stop()]);
      },
    };
  } catch (error) {
    await chrome.stop();
    throw error;
  }
}
