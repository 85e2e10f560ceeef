import * as chromeLauncher from 'chrome-launcher';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';

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

/** Debian's Chromium as the benchmark runs it (chrome-launcher's flags, see `benchChromeFlags`). */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: benchChromeFlags(),
    ignoreDefaultFlags: true,
  });
}

/**
 * A Playwright browser on such a Chromium (over the DevTools protocol): the repeat opens, the taps
 * and axe run in the same browser set-up as Lighthouse, and Playwright's own launch flags (whose
 * `--disable-features` a second one would replace) are not involved. `close` stops it.
 */
export async function launchBenchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const chrome = await launchBenchChrome();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return {
      browser,
      close: async () => {
        await browser.close().catch(() => undefined);
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
