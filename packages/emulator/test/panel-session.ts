import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { getDevice } from '../src/core/devices';
import { generateIdentity } from '../src/core/identity';
import {
  type BrowserHost,
  type BrowserHostOptions,
  startBrowserHost,
} from '../src/hosts/browser/browser-host';
import { launchChromium } from '../src/hosts/headless/chromium';
import { REPORTS_DIR } from '../src/hosts/paths';

/**
 * A Chromium with the panel in one tab (desktop size), its browser host on the sample loan page of
 * `device` (en-IN); `more` adds host options (a package, its key). The caller closes all three.
 */
export async function openPanel(
  device: string,
  more: Partial<BrowserHostOptions> = {},
): Promise<{ browser: Browser; host: BrowserHost; page: Page }> {
  const browser = await launchChromium();
  const host = await startBrowserHost({
    sandboxUrl: inject('sandboxUrl'),
    device,
    identity: generateIdentity(getDevice(device), { languageType: '1' }),
    entry: '/loanDetails?productId=1&orderId=1001',
    ...more,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(host.panelUrl);
  return { browser, host, page };
}

/**
 * The panel test's session: one Chromium, the browser host on the sample loan page (iPhone with a
 * notch, en-IN) and the panel in one tab, shared by the file's tests in order; each state's
 * screenshot is listed by reports/panel/report.html. Registers its own hooks: call it at the top of
 * the test file.
 */
export function usePanelSession() {
  /** Screenshots of each state of the panel, listed by reports/panel/report.html. */
  const OUT = join(REPORTS_DIR, 'panel');
  const shots: { file: string; caption: string }[] = [];

  let browser: Browser;
  let host: BrowserHost;
  let page: Page;
  let appOrigin: string;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    ({ browser, host, page } = await openPanel('iphone-notch'));
    appOrigin = new URL(host.appUrl).origin;
  });

  afterAll(async () => {
    writeFileSync(
      join(OUT, 'report.html'),
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Emulator panel: states</title>
  <style>body{font:14px system-ui;margin:24px}figure{margin:0 0 32px}img{max-width:100%;border:1px solid #ccc}</style>
  <h1>Emulator panel: each state, as the browser test saw it</h1>
  ${shots.map((s) => `<figure><img src="${s.file}" alt="${s.caption}"><figcaption>${s.caption}</figcaption></figure>`).join('\n')}
  </html>`,
    );
    await page?.close();
    await browser?.close();
    await host?.close();
  });

  async function shot(name: string, caption: string) {
    const file = `after-${name}.png`;
    await page.screenshot({ path: join(OUT, file) });
    shots.push({ file, caption });
  }

  /** The app's frame once its page has loaded (the frame is remade on reloads). */
  async function app(): Promise<Frame> {
    for (let i = 0; i < 200; i++) {
      const f = page.frames().find((fr) => fr.url().startsWith(appOrigin));
      if (f) {
        await f.waitForLoadState('load');
        return f;
      }
      await page.waitForTimeout(50);
    }
    throw new Error('the app frame never came');
  }

  const navPaddingTop = async () => {
    const frame = await app();
    await frame.locator('.ui-nav').first().waitFor({ timeout: 20_000 });
    return frame
      .locator('.ui-nav')
      .first()
      .evaluate((el) => getComputedStyle(el).paddingTop);
  };

  const rows = () => page.locator('[data-testid="emulator-timeline"] .trow');

  return {
    /** The panel's tab (set once the session has started). */
    get page(): Page {
      return page;
    },
    app,
    shot,
    /** A screenshot for a failure's report (not listed among the states). */
    failureShot: async (name: string) => {
      await page.screenshot({ path: join(OUT, `${name}.png`) });
    },
    navPaddingTop,
    rows,
  };
}
