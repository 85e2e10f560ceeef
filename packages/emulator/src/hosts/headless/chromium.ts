import { CHROMIUM_ARGS, chromiumPath } from '@hybrid-loan/engines';
import { type Browser, chromium } from 'playwright-core';

// The path and flags are the engines package's, written once for every Chromium of the project.
export { CHROMIUM_ARGS, chromiumPath };

/**
 * Current Chromium for the emulator. `--process-per-site`: the pages of one site share a renderer,
 * as all webviews of an Android app share one; the suite's pages then start on a warm renderer
 * (measured: a page load of the app took 1.2 instead of 1.6 CPU-seconds).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--process-per-site'],
    headless: true,
  });
}
