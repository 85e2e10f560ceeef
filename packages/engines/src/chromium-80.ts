import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './chromium';
import { callExpression, poll } from './poll';
import { ownGroup, stopGroup } from './process-group';
import type { EngineBrowser, EnginePage, PageFunction, PageOptions } from './types';
import { unpackChromium80 } from './unpack-chromium-80';

const require = createRequire(import.meta.url);

interface OldPage {
  goto(url: string, options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  setViewport(v: object): Promise<void>;
  setUserAgent(ua: string): Promise<void>;
  evaluateOnNewDocument(source: string): Promise<void>;
  setRequestInterception(on: boolean): Promise<void>;
  on(
    event: 'request',
    listener: (request: {
      url(): string;
      abort(reason?: string): Promise<void>;
      continue(): Promise<void>;
    }) => void,
  ): void;
  screenshot(): Promise<Buffer>;
  target(): {
    createCDPSession(): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
  };
}
interface OldContext {
  newPage(): Promise<OldPage>;
  close(): Promise<void>;
}
interface OldBrowser {
  process(): { pid?: number } | null;
  version(): Promise<string>;
  createIncognitoBrowserContext(): Promise<OldContext>;
  close(): Promise<void>;
}

/**
 * Chromium 80, the engine of an Android System WebView of early 2020 and the oldest we support:
 * the binary chrome-aws-lambda 2.1.1 ships, driven by the puppeteer-core of its time (2.1).
 */
export async function launchChromium80(): Promise<EngineBrowser> {
  let puppeteer: { launch(o: object): Promise<OldBrowser> };
  let executablePath: string;
  try {
    executablePath = await unpackChromium80();
    // puppeteer-core 2.1 is CommonJS and untyped for this project's TypeScript.
    puppeteer = require('puppeteer-core');
  } catch (error) {
    // Test tooling, so dev dependencies: absent from a production install (npm ci --omit=dev).
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND')
      throw new Error(
        'chromium-80 needs the dev dependencies of @hybrid-loan/engines (chrome-aws-lambda 2.1.1, puppeteer-core 2.1.1): run `npm install` without --omit=dev',
      );
    throw error;
  }
  const browser = await puppeteer.launch({
    executablePath,
    // The project's flags; a single process keeps the old binary light on a 2-core machine.
    args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage', '--mute-audio'],
    headless: true,
    defaultViewport: null,
    // Its SIGTERM handler closes the browser but keeps this process running: process-group.ts
    // owns the browser's group and ends it on any signal, then lets the signal end the process.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  // puppeteer starts it in a group of its own; owned, it ends with this process (even on SIGKILL).
  const pgid = browser.process()?.pid;
  if (pgid !== undefined) ownGroup(pgid);
  const close = async () => {
    await browser.close().catch(() => undefined);
    if (pgid !== undefined) await stopGroup(pgid);
  };
  const version = (await browser.version()).replace(/^HeadlessChrome\//, '');
  if (!version.startsWith('80.')) {
    await close();
    throw new Error(`chromium-80: the unpacked binary is Chromium ${version}, not 80`);
  }
  return {
    name: 'chromium-80',
    version,
    cannot: [],
    parallelPages: 2,
    async newPage(options: PageOptions = {}): Promise<EnginePage> {
      const context = await browser.createIncognitoBrowserContext();
      const page = await context.newPage();
      let blocked: string[] = [];
      let intercepting = false;
      const mobile = options.mobile ?? true;
      await page.setViewport({
        width: options.viewport?.width ?? 360,
        height: options.viewport?.height ?? 740,
        deviceScaleFactor: options.viewport?.deviceScaleFactor ?? 1,
        isMobile: mobile,
        hasTouch: mobile,
      });
      if (options.userAgent) await page.setUserAgent(options.userAgent);
      const evaluate = <T>(fn: PageFunction<T>, args: unknown[]) =>
        page.evaluate(callExpression(fn, args)) as Promise<T>;
      return {
        async goto(url) {
          await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        },
        evaluate: (fn, ...args) => evaluate(fn, args),
        waitFor: (what, fn, timeoutMs = 20_000, ...args) =>
          poll(what, () => evaluate(fn, args), timeoutMs),
        async emulateNetwork(conditions) {
          const cdp = await page.target().createCDPSession();
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', conditions);
        },
        async addInitScript(source) {
          await page.evaluateOnNewDocument(source);
        },
        async blockRequests(parts) {
          blocked = parts;
          if (intercepting) return;
          intercepting = true;
          await page.setRequestInterception(true);
          page.on('request', (request) => {
            const url = request.url();
            if (blocked.some((part) => url.includes(part))) void request.abort('failed');
            else void request.continue();
          });
        },
        screenshot: () => page.screenshot(),
        close: () => context.close(),
      };
    },
    close,
  };
}
