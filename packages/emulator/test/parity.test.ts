import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { CallEntry } from '../src/core/call-log';
import { parseScenario } from '../src/core/load-scenario';
import { replayInBrowserHost } from '../src/hosts/browser/browser-replay';
import { launchChromium } from '../src/hosts/headless/chromium';
import { replayHeadless } from '../src/hosts/headless/headless-run';
import { PACKAGE_ROOT, REPORTS_DIR } from '../src/hosts/paths';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** What must agree between hosts: not times, sessions or sequence numbers. */
const normalise = (calls: CallEntry[]) =>
  calls.map((c) => ({
    method: c.method,
    params: c.params,
    platform: c.platform,
    protocol: c.protocol,
    source: c.source,
    reply: c.reply ?? null,
  }));

it('replays one scenario in the headless and the browser host with the same bridge log', async () => {
  const file = join(PACKAGE_ROOT, 'scenarios', 'customer-service-call.json');
  const scenario = parseScenario(readFileSync(file, 'utf8'), file);
  const sandboxUrl = inject('sandboxUrl');
  const headless = await replayHeadless(scenario, {
    browser,
    baseUrl: sandboxUrl,
    file,
    outDir: join(REPORTS_DIR, 'parity'),
  });
  const inBrowser = await replayInBrowserHost(scenario, { browser, sandboxUrl });
  expect(headless.error ?? '').toBe('');
  expect(inBrowser.error ?? '').toBe('');
  expect(normalise(headless.calls).length).toBeGreaterThan(1);
  expect(normalise(inBrowser.calls)).toEqual(normalise(headless.calls));
}, 90_000);
