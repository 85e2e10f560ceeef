import { CHROMIUM_ARGS, chromiumPath } from '@hybrid-loan/engines';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium (or CHROMIUM_PATH), started the way this project's machines need. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** The calling test file's Chromium (see `useChromium`). */
export interface FileChromium {
  /** The browser, from the file's `beforeAll` on. */
  readonly browser: Browser;
  /** A context of the browser, closed after the file's tests if the test has not closed it. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * A Chromium for the calling test file: launched before its tests; its contexts and the browser
 * closed after them, also when a test failed or timed out (or the launch itself failed).
 */
export function useChromium(): FileChromium {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    await browser?.close();
  });
  const started = () => {
    if (!browser) throw new Error('Chromium is not started: it is there from beforeAll on');
    return browser;
  };
  return {
    get browser() {
      return started();
    },
    async newContext(options) {
      const context = await started().newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
