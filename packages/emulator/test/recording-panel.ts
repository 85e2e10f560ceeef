// The recording tests share this: one Chromium per file, and the browser host recording a borrower
// on the customer-service page with its panel open in a tab.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { getDevice } from '../src/core/devices';
import { generateIdentity, type Identity } from '../src/core/identity';
import { type BrowserHost, startBrowserHost } from '../src/hosts/browser/browser-host';
import { launchChromium } from '../src/hosts/headless/chromium';
import type { PanelConfig } from '../src/types/panel-config';

/** Launches Chromium before the file's tests and closes it after; call at the top of a file. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser)
      throw new Error('Chromium is not running (call useChromium at the top of the file)');
    return browser;
  };
}

export interface RecordingPanel {
  page: Page;
  host: BrowserHost;
  identity: Identity;
  /** Where the panel's Export writes the scenario. */
  out: string;
}

/**
 * Starts the browser host recording (android-low, English, `/customerService`), opens its panel and
 * runs `use`; the tab and the host close after, whatever `use` did.
 */
export async function withRecordingPanel(
  browser: Browser,
  options: { name: string; shell?: PanelConfig['shell'] },
  use: (panel: RecordingPanel) => Promise<void>,
): Promise<void> {
  const out = join(
    mkdtempSync(join(tmpdir(), `emulator-${options.name}-`)),
    `${options.name}.json`,
  );
  const identity = generateIdentity(getDevice('android-low'), { languageType: '1' });
  const host = await startBrowserHost({
    sandboxUrl: inject('sandboxUrl'),
    device: 'android-low',
    identity,
    entry: '/customerService',
    record: true,
    out,
    ...(options.shell ? { shell: options.shell } : {}),
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  try {
    await page.goto(host.panelUrl);
    await use({ page, host, identity, out });
  } finally {
    await page.close();
    await host.close();
  }
}
