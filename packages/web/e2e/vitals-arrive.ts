import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type EngineBrowser, type EngineName, launchEngine } from '@hybrid-loan/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAIN_PAGES, pageUrl } from '../scripts/main-pages.mjs';

// A script of the test's own, served with the build (the page's policy runs only its own files):
// it loads the vitals chunk the page loaded and sends two metrics through it.
const SENDER_FILE = 'e2e-vitals-send.js';
const senderPath = fileURLToPath(new URL(`../dist/${SENDER_FILE}`, import.meta.url));
const SENDER = `window.__sendVitals = (chunk, run) => import(chunk).then((vitals) => {
  vitals.sendVital('/volleys/__vitals', { name: 'LCP', value: 1200, rating: 'good', id: run + '-lcp' });
  vitals.sendVital('/volleys/__vitals', { name: 'CLS', value: 0.02, rating: 'good', id: run + '-cls' });
  return true;
});
`;

interface ReceivedVital {
  name: string;
  id?: string;
  engine?: string;
  page?: string;
}

async function receivedVitals(baseUrl: string): Promise<ReceivedVital[]> {
  const response = await fetch(new URL('/__sandbox/vitals', baseUrl));
  return ((await response.json()) as { reports: ReceivedVital[] }).reports;
}

/**
 * The vitals a page sends reach the sandbox from this engine. The Origin guard refused WebKit's
 * beacons (`Origin: null` under the app's no-referrer policy) while sendBeacon returned true, so
 * the vitals were lost without a trace. WebKitGTK measures no LCP, CLS or INP itself (no such
 * performance entries), so the test hands the shipped sender, from the chunk the page loaded after
 * its first render, two metrics of its own.
 */
export function vitalsArriveFrom(engine: EngineName) {
  const baseUrl = inject('baseUrl');
  describe(`vitals on ${engine}`, () => {
    let browser: EngineBrowser;
    beforeAll(async () => {
      writeFileSync(senderPath, SENDER);
      browser = await launchEngine(engine);
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(senderPath, { force: true });
    });

    it('reach the sandbox, naming the engine', async () => {
      const main = MAIN_PAGES.find((p) => p.key === 'loan-details');
      if (!main) throw new Error('no loan-details main page');
      const run = `${engine}-${Date.now().toString(36)}`;
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      try {
        await page.goto(pageUrl(baseUrl, main, { deviceId: `vitals-${run}` }));
        const chunk = await page.waitFor(
          'the vitals chunk, loaded after the first render',
          () =>
            performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .find((name) => /\/vitals-[^/]*\.js$/.test(name)),
          45_000,
        );
        await page.evaluate((src: string) => {
          document.head.append(Object.assign(document.createElement('script'), { src }));
        }, `./${SENDER_FILE}`);
        await page.waitFor('the test sender', () =>
          Boolean((window as { __sendVitals?: unknown }).__sendVitals),
        );
        await page.evaluate(
          (url: string, id: string) =>
            (
              window as unknown as { __sendVitals: (c: string, r: string) => Promise<boolean> }
            ).__sendVitals(url, id),
          chunk,
          run,
        );
        await expect
          .poll(
            async () =>
              (await receivedVitals(baseUrl))
                .filter((v) => v.id?.startsWith(run))
                .map((v) => [v.name, v.engine?.split(' ')[0], v.page])
                .sort(),
            { timeout: 20_000, interval: 250 },
          )
          .toEqual([
            ['CLS', engine.split('-')[0], '/loanDetails'],
            ['LCP', engine.split('-')[0], '/loanDetails'],
          ]);
      } finally {
        await page.close();
      }
    });
  });
}
