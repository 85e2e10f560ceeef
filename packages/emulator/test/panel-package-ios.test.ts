import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectFiles } from '@hybrid-loan/offline-package';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserHost } from '../src/hosts/browser/browser-host';
import { openPackage } from '../src/hosts/package/open-package';
import { signingKey, testPackage } from '../src/hosts/package/testing/package-kit';
import { REPORTS_DIR } from '../src/hosts/paths';
import { T } from '../src/panel/texts';
import { openPanel } from './panel-session';

// `emulator open --package` on an iPhone profile, in the browser host's panel (Debian's Chromium):
// the shell serves the package the iOS way, on the package's own origin (not the app's), the page
// calls the API on the app's origin by CORS, registers no worker, and reports healthy.
const dir = mkdtempSync(join(tmpdir(), 'emulator-panel-package-ios-'));
const { privateKey, pem } = signingKey(dir);
const DEVICE = 'iphone-notch';

let browser: Browser | undefined;
let host: BrowserHost | undefined;
let page: Page;

describe.skipIf(!inject('appRoot'))('an iPhone on a package in the panel (the iOS way)', () => {
  beforeAll(async () => {
    const zip = await testPackage(
      collectFiles(inject('appRoot')),
      { version: '1.0.2', build: 8 },
      privateKey,
      join(dir, 'signed'),
    );
    ({ browser, host, page } = await openPanel(DEVICE, {
      pkg: await openPackage(zip, pem),
      publicKeyFile: pem,
    }));
  });

  afterAll(async () => {
    await page
      ?.screenshot({ path: join(REPORTS_DIR, 'panel', 'package-ios.png') })
      .catch(() => undefined);
    await page?.close();
    await browser?.close();
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rowTexts = async () =>
    (await page.locator('[data-testid="emulator-timeline"] .trow.package').allTextContents()).join(
      '\n',
    );

  it("opens the page on the package's own origin, with its data by CORS, and it reports healthy", async () => {
    const iosUrl = host?.package.state().iosUrl;
    if (!iosUrl || !host) throw new Error('the host serves no iOS way');
    const iosOrigin = new URL(iosUrl).origin;
    expect(iosOrigin).not.toBe(new URL(host.appUrl).origin);
    // The panel's bundle is built on its first request: slow on a busy machine.
    let frame: Frame | undefined;
    await expect
      .poll(
        () => {
          frame = page.frames().find((f) => f.url().startsWith(iosUrl));
          return frame !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    if (!frame) throw new Error('the app frame is not in the panel');
    expect(await frame.evaluate(() => location.origin)).toBe(iosOrigin);
    // The loan page rendered with the loan's data: the API answered the other origin by CORS.
    await frame.getByText('Repay now').first().waitFor({ timeout: 30_000 });
    // Its images (the product's logo) come from the API's origin, as from a lender's CDN on a
    // phone: they show on this origin too.
    await expect
      .poll(() =>
        frame?.evaluate(() => {
          const images = [...document.images];
          return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0);
        }),
      )
      .toBe(true);
    // packageInfo told the page it came from the package.
    await page.getByRole('tab', { name: T.tabs.sandbox }).click();
    await expect
      .poll(() => page.getByTestId('emulator-package-page').textContent(), { timeout: 30_000 })
      .toBe(T.package.fromPackage('1.0.2', 8));
    // Its health report reached the shell through the panel: the build is current.
    await page.getByRole('tab', { name: T.tabs.timeline }).click();
    await expect
      .poll(rowTexts, { timeout: 30_000 })
      .toMatch(/build 8 reported healthy \([1-9]\d* files? from the package\): current/);
    expect(await rowTexts()).toContain(`build 8: opened the iOS way on ${iosOrigin}`);
    expect(host.package.state().status).toBe('current');
    // One cache owner: the package; the page registered no worker on its origin.
    await expect
      .poll(() => frame?.evaluate(() => document.documentElement.dataset.serviceWorker))
      .toBe('package');
    expect(
      await frame.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  }, 120_000);
});
