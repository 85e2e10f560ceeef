import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectFiles } from '@hybrid-loan/offline-package';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserHost } from '../src/hosts/browser/browser-host';
import { openPackage } from '../src/hosts/package/open-package';
import { signingKey, tamperedPackage, testPackage } from '../src/hosts/package/testing/package-kit';
import { REPORTS_DIR } from '../src/hosts/paths';
import { T } from '../src/panel/texts';
import { openPanel } from './panel-session';

// `emulator open` on a package, in the browser host's panel (Debian's Chromium): the package given
// on the command line never reports healthy and is rolled back; a tampered package chosen in the
// panel is refused and the device opens its pages from the network, the reason in the timeline; a
// signed one is taken, the page comes from it and reports healthy.
const dir = mkdtempSync(join(tmpdir(), 'emulator-panel-package-'));
const { privateKey, pem } = signingKey(dir);

let browser: Browser | undefined;
let host: BrowserHost | undefined;
let page: Page;
let signedZip: string;
let tamperedZip: string;

describe.skipIf(!inject('appRoot'))('a device on a package in the panel (production build)', () => {
  beforeAll(async () => {
    const files = collectFiles(inject('appRoot'));
    // Build 3's document never starts the app: its page never reports healthy.
    const silentZip = await testPackage(
      files.map((f) =>
        f.path === 'index.html'
          ? { path: f.path, bytes: Buffer.from('<!doctype html><title>never starts</title>') }
          : f,
      ),
      { version: '1.0.0', build: 3 },
      privateKey,
      join(dir, 'silent'),
    );
    tamperedZip = await tamperedPackage(
      files,
      { version: '1.0.1', build: 4 },
      privateKey,
      join(dir, 'tampered'),
    );
    signedZip = await testPackage(
      files,
      { version: '1.0.2', build: 5 },
      privateKey,
      join(dir, 'signed'),
    );
    // `open --package silent.zip --public-key public.pem`, as the command verifies it.
    ({ browser, host, page } = await openPanel('android-recent', {
      pkg: await openPackage(silentZip, pem),
      publicKeyFile: pem,
    }));
  });

  afterAll(async () => {
    // The section and the timeline as the test left them (a failure's too).
    const shoot = async (tab: string, file: string) => {
      await page.getByRole('tab', { name: tab }).click();
      await page.screenshot({ path: join(REPORTS_DIR, 'panel', file) });
    };
    await shoot(T.tabs.sandbox, 'package.png').catch(() => undefined);
    await shoot(T.tabs.timeline, 'package-timeline.png').catch(() => undefined);
    await page?.close();
    await browser?.close();
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const section = () => page.getByTestId('emulator-package');
  const packageRows = () => page.locator('[data-testid="emulator-timeline"] .trow.package');
  const rowTexts = async () => (await packageRows().allTextContents()).join('\n');
  const choose = async (zip: string) => {
    await page.getByRole('tab', { name: T.tabs.sandbox }).click();
    await section().getByTestId('emulator-package-file').setInputFiles(zip);
    await section().getByRole('button', { name: T.package.open }).click();
  };

  it("rolls back the command line's package when its page never reports healthy", async () => {
    // Taken at start, pending; the panel's first open of the pages waits 10 s for a report (the
    // panel's bundle is built on its first request: slow on a busy machine).
    await expect
      .poll(rowTexts, { timeout: 60_000 })
      .toMatch(
        /1\.0\.0 build 3 \(the command line\), verified: pending until the page reports healthy/,
      );
    await expect
      .poll(rowTexts, { timeout: 60_000 })
      .toMatch(/build 3: waiting up to 10 s for the page's health report/);
    await expect
      .poll(rowTexts, { timeout: 30_000 })
      .toMatch(
        /build 3 \([1-9]\d* files? from the package\): no health report within 10 s: back to the network, build 3 never offered again/,
      );
    await expect
      .poll(() => section().getByTestId('emulator-package-given').textContent())
      .toBe(T.package.none);
  }, 120_000);

  it('refuses a tampered package chosen in the panel: the network, and why in the timeline', async () => {
    await choose(tamperedZip);
    await expect
      .poll(rowTexts)
      .toMatch(
        /FILE_MISMATCH \(hybrid-loan-web-1\.0\.1-b4\.zip\): .+ The device opens its pages from the network\./,
      );
    // The row opened says it whole (the line cuts it).
    await page.getByRole('tab', { name: T.tabs.timeline }).click();
    await packageRows().filter({ hasText: 'FILE_MISMATCH' }).getByRole('button').click();
    expect(await packageRows().locator('.trow-text').textContent()).toMatch(
      /^FILE_MISMATCH \(hybrid-loan-web-1\.0\.1-b4\.zip\): /,
    );
    // The device opened its page again: from the network, as its packageInfo says.
    await expect
      .poll(() => section().getByTestId('emulator-package-page').textContent(), {
        timeout: 30_000,
      })
      .toBe(T.package.fromNetwork);
    expect(await section().getByTestId('emulator-package-given').textContent()).toBe(
      T.package.none,
    );
    expect(host?.package.serving()).toBeUndefined();
  }, 120_000);

  it('opens the page from a signed package chosen in the panel, which reports healthy', async () => {
    await choose(signedZip);
    await expect
      .poll(() => section().getByTestId('emulator-package-page').textContent(), {
        timeout: 30_000,
      })
      .toBe(T.package.fromPackage('1.0.2', 5));
    await expect
      .poll(rowTexts, { timeout: 30_000 })
      .toMatch(/build 5 reported healthy \([1-9]\d* files? from the package\): current/);
    await expect
      .poll(() => section().getByTestId('emulator-package-given').textContent())
      .toBe(`${T.package.build('1.0.2', 5)} · ${T.package.status.current}`);
    // The page on screen is the package's: its loan page rendered with its data.
    const frame = page.frames().find((f) => f.url().startsWith(host?.appUrl ?? '-'));
    if (!frame) throw new Error('the app frame is not in the panel');
    await frame.getByText('Repay now').first().waitFor({ timeout: 30_000 });
  }, 120_000);
});
