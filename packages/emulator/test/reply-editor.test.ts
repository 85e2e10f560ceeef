import { mkdtempSync, readFileSync } from 'node:fs';
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

it('asks for unscripted calls (hello is always the shell’s own) in a non-modal editor and saves the answers into the scenario', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'emulator-ask-')), 'asked.json');
  const identity = generateIdentity(getDevice('android-low'), { languageType: '1' });
  const host = await startBrowserHost({
    sandboxUrl: inject('sandboxUrl'),
    device: 'android-low',
    identity,
    entry: '/customerService',
    record: true,
    out,
    shell: { unscripted: 'ask' },
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  try {
    await page.goto(host.panelUrl);
    const editor = page.getByRole('complementary', { name: /Waiting for a reply/ });
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-testid="service-phone"]').click({ timeout: 15_000 });
    await editor.getByText('call', { exact: true }).waitFor();
    // Not modal: the page stays usable while the call waits.
    await frame.locator('[data-testid="service-email"]').isVisible();
    await editor.getByLabel('Error code').selectOption('NATIVE_ERROR');
    await editor.getByRole('button', { name: 'Reply error' }).click();
    await frame.getByText('Could not start the call').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByText(`Saved to ${out}`).waitFor({ timeout: 5000 });
    const scenario = parseScenario(readFileSync(out, 'utf8'), out);
    expect(scenario.replies?.call).toEqual({
      error: { code: 'NATIVE_ERROR', message: 'answered in the emulator' },
    });
    expect(scenario.replies?.hello).toBeUndefined();
    expect(scenario.unscripted).toBe('fail');
  } finally {
    await page.close();
    await host.close();
  }
}, 60_000);
