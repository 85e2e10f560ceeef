import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRIDGE_CHECK_PAGE, type BridgeCheckReport } from '@hybrid-loan/bridge-sdk/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVICES, getDevice } from '../src/core/devices';
import { entryUrl, generateIdentity } from '../src/core/identity';
import { shimConfigFor } from '../src/core/shim-config-for';
import { launchChromium } from '../src/hosts/headless/chromium';
import { shimWithConfig } from '../src/shim/build-shim';
import type { ShellFault } from '../src/types/shell-faults';

// The bridge self-check page against the emulator's in-page shell, in Chromium only (the QA
// scenarios bridge-check-android and -ios replay it on every engine): each device profile passes
// every automatic check, and each planted fault is named by the checks that must catch it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// The export's schema, through the SDK package's `schema/*` export.
const schema = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve(
      '@hybrid-loan/bridge-sdk/schema/bridge-check-report.schema.json',
    ),
    'utf8',
  ),
);
const validate = new Ajv2020({ strict: true }).compile(schema);

async function openCheck(
  deviceId: string,
  options: { faults?: ShellFault[]; protocol?: 'message' | 'legacy' } = {},
): Promise<BridgeCheckReport> {
  const base = inject('sandboxUrl');
  const device = getDevice(deviceId);
  const identity = generateIdentity(device);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scenario = {
      ...(options.protocol ? { protocol: options.protocol } : {}),
      ...(options.faults ? { shellFaults: options.faults } : {}),
    };
    await page.addInitScript(
      await shimWithConfig(
        shimConfigFor(scenario, device, identity, 'none', {
          allowedOrigins: [new URL(base).origin],
        }),
      ),
    );
    await page.goto(entryUrl(base, { entry: '/', page: BRIDGE_CHECK_PAGE }, identity));
    await page.waitForFunction(() => document.documentElement.dataset.bridgeCheck, undefined, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => document.documentElement.dataset.bridgeCheck)).toBe('done');
    // The identity left the address bar, the token is in no result.
    expect(page.url()).not.toContain('token=');
    const report = (await page.evaluate(
      () => (window as unknown as { bridgeCheckReport?: unknown }).bridgeCheckReport,
    )) as BridgeCheckReport;
    expect(JSON.stringify(report)).not.toContain(identity.token);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    return report;
  } finally {
    await context.close();
  }
}

const failed = (report: BridgeCheckReport) =>
  report.checks.filter((c) => c.status === 'fail').map((c) => c.id);
const check = (report: BridgeCheckReport, id: string) => report.checks.find((c) => c.id === id);

describe('the bridge self-check page in the emulator', () => {
  it.each(DEVICES.map((d) => d.id))('passes every automatic check on %s', async (deviceId) => {
    const report = await openCheck(deviceId);
    expect(failed(report)).toEqual([]);
    expect(report).toMatchObject({
      format: 1,
      platform: getDevice(deviceId).platform,
      protocol: 'message',
      appVersion: '3.2.0',
    });
    expect(report.checks.length).toBeGreaterThan(30);
  });

  it('checks a legacy shell against the legacy table', async () => {
    const report = await openCheck('android-low', { protocol: 'legacy' });
    expect(failed(report)).toEqual([]);
    expect(report.protocol).toBe('legacy');
    expect(check(report, 'legacy.call')?.status).toBe('pass');
  });

  it.each<[ShellFault, string[], RegExp]>([
    ['hello-missing-method', ['handshake.methods'], /^missing: rate;/],
    [
      'wrong-error-code',
      [
        'refuse.openPage.intent',
        'refuse.openPage.javascript',
        'refuse.openPage.file',
        'refuse.openPage.nul',
        'refuse.openPage.non-ascii',
        'refuse.unknownMethod',
        'refuse.params',
        'frames.subframe',
      ],
      /^error NATIVE_ERROR$/,
    ],
    [
      'unchecked-scheme',
      ['refuse.openPage.intent', 'refuse.openPage.javascript', 'refuse.openPage.file'],
      /^no reply within \d+ ms$/,
    ],
    ['foreign-session', ['session.echo', 'receive.unknownId'], /session|id/],
  ])('names the planted fault %s', async (fault, ids, actual) => {
    const report = await openCheck('android-recent', { faults: [fault] });
    expect(failed(report)).toEqual(ids);
    for (const id of ids) expect(check(report, id)?.actual).toMatch(actual);
  });
});
