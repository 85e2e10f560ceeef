import { CHROMIUM_ARGS, ContextPool, chromiumPath } from '@hybrid-loan/engines';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

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
  /**
   * A new page in a context the file's tests take turns with (`ContextPool`: a new context costs
   * about three times a new page in one already open), its cookies and the storage of `origin`
   * wiped first. Closing the page gives the context back; the test's end closes what is open.
   * For tests that change nothing of the context itself (no init script, route or offline on it).
   */
  pooledPage(options: BrowserContextOptions, origin: string): Promise<Page>;
}

/**
 * A Chromium for the calling test file: launched before its tests; its contexts and the browser
 * closed after them, also when a test failed or timed out (or the launch itself failed).
 */
export function useChromium(): FileChromium {
  let browser: Browser | undefined;
  let pool: ContextPool | undefined;
  const contexts: BrowserContext[] = [];
  /** Gives back a lent context (once), for each page still lent. */
  const lent = new Set<() => Promise<void>>();
  beforeAll(async () => {
    browser = await launchChromium();
    pool = new ContextPool(browser);
  });
  afterEach(async () => {
    const giveBack = [...lent];
    lent.clear();
    for (const give of giveBack) await give();
  });
  afterAll(async () => {
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    await pool?.close();
    await browser?.close();
  });
  const started = () => {
    if (!browser || !pool)
      throw new Error('Chromium is not started: it is there from beforeAll on');
    return { browser, pool };
  };
  return {
    get browser() {
      return started().browser;
    },
    async newContext(options) {
      const context = await started().browser.newContext(options);
      contexts.push(context);
      return context;
    },
    async pooledPage(options, origin) {
      const { pool } = started();
      const loan = await pool.acquire(JSON.stringify(options), options, origin);
      const page = await loan.context.newPage().catch(async (error) => {
        await pool.release(loan);
        throw error;
      });
      let released: Promise<void> | undefined;
      const give = () => {
        released ??= pool.release(loan);
        return released;
      };
      lent.add(give);
      page.once('close', () => {
        lent.delete(give);
        void give();
      });
      return page;
    },
  };
}
