import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getDevice } from '../src/core/devices';
import { generateIdentity } from '../src/core/identity';
import { parseScenario } from '../src/core/load-scenario';
import { startBrowserHost } from '../src/hosts/browser/browser-host';
import { launchChromium } from '../src/hosts/headless/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('records a session in the panel and exports it as a valid, redacted scenario', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'emulator-record-')), 'recorded.json');
  const identity = generateIdentity(getDevice('android-low'), { languageType: '1' });
  const host = await startBrowserHost({
    sandboxUrl: inject('sandboxUrl'),
    device: 'android-low',
    identity,
    entry: '/customerService',
    record: true,
    out,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  try {
    await page.goto(host.panelUrl);
    const appOrigin = new URL(host.appUrl).origin;
    await page.waitForFunction(
      (origin) => [...document.querySelectorAll('iframe')].some((f) => f.src.startsWith(origin)),
      appOrigin,
    );
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-testid="service-phone"]').click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await frame.getByLabel('Back', { exact: true }).click();
    await page.getByText(/Recording · 3 steps/).waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByText(`Saved to ${out}`).waitFor({ timeout: 5000 });
    expect(existsSync(out)).toBe(true);
    const text = readFileSync(out, 'utf8');
    const scenario = parseScenario(text, out);
    expect(scenario.entry).toBe('/customerService');
    expect(scenario.steps).toEqual([
      { step: 'tap', testId: 'service-phone' },
      { step: 'event', name: 'resume' },
      { step: 'tap', label: 'Back' },
    ]);
    expect(scenario.expectedCalls).toEqual({
      order: 'strict',
      calls: [
        { method: 'call', params: { phone: '[redacted]' } },
        { method: 'closeWebview', params: {} },
      ],
    });
    expect(text).not.toContain(identity.token);
  } finally {
    await page.close();
    await host.close();
  }
}, 60_000);
