import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { callExpression, poll } from './poll';
import type { EngineBrowser, EnginePage, PageFunction, PageOptions } from './types';

/** Debian's Chromium (or CHROMIUM_PATH). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(
      `Chromium not found at ${path}: install Debian's chromium or set CHROMIUM_PATH.`,
    );
  return path;
}

/** The flags every Chromium of the project starts with. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Current Chromium through playwright-core: one browser, a fresh context per page. */
export async function launchCurrentChromium(): Promise<EngineBrowser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    name: 'chromium',
    version: browser.version(),
    cannot: [],
    parallelPages: 4,
    async newPage(options: PageOptions = {}): Promise<EnginePage> {
      const context = await browser.newContext({
        viewport: options.viewport
          ? { width: options.viewport.width, height: options.viewport.height }
          : { width: 360, height: 740 },
        deviceScaleFactor: options.viewport?.deviceScaleFactor ?? 1,
        isMobile: options.mobile ?? true,
        hasTouch: options.mobile ?? true,
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      });
      const page = await context.newPage();
      // A source string rather than a function: esbuild's helpers must not leak into the page,
      // and the production CSP forbids `new Function` there.
      const evaluate = <T>(fn: PageFunction<T>, args: unknown[]) =>
        page.evaluate(callExpression(fn, args)) as Promise<T>;
      return {
        async goto(url) {
          await page.goto(url);
        },
        evaluate: (fn, ...args) => evaluate(fn, args),
        waitFor: (what, fn, timeoutMs = 20_000, ...args) =>
          poll(what, () => evaluate(fn, args), timeoutMs),
        async addInitScript(source) {
          await page.addInitScript(source);
        },
        async blockRequests(parts) {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          if (parts.length)
            await page.route(
              (url) => parts.some((part) => url.href.includes(part)),
              (route) => route.abort('failed'),
            );
        },
        screenshot: () => page.screenshot(),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
