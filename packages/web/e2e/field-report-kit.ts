import { fileURLToPath } from 'node:url';
import { putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import {
  SAMPLE_IDENTITY,
  SANDBOX_CONTROL,
  SANDBOX_DEVICE_COOKIE,
  type SandboxFieldReport,
} from '@hybrid-loan/dev-contract';
import type { EngineBrowser, EngineName, EnginePage } from '@hybrid-loan/engines';
import { expect } from 'vitest';
import schema from '../docs/field-report.schema.json' with { type: 'json' };

// The field reports e2e test's kit (field-reports.e2e.ts): the secrets it plants, opening a page
// as a device, reading the sandbox's reports and checking that none carries a secret.
export const CONTACT = '/v3/personal-center/contact-kf-info';
const FRAME = new RegExp(schema.definitions.error.properties.frames.items.pattern);

/** Values planted where a careless report would pick them up. */
export const SECRET = {
  token: 'tok-Zq81fieldSecret',
  gid: 'gid-Field4471',
  stored: 'stored-note-Kx2291',
  typed: 'my salary came late',
  phone: '9876543210',
  order: 'ORD20261127X9',
  amount: '₹12,500',
};
const PLANTED = Object.values(SECRET);

export function pageUrl(baseUrl: string, route: string, deviceId: string): string {
  return putIdentity(baseUrl, route, {
    ...SAMPLE_IDENTITY,
    deviceId,
    token: SECRET.token,
    gid: SECRET.gid,
    languageType: '1',
  });
}

export async function sandbox<T>(
  baseUrl: string,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

const reportsOf = async (baseUrl: string, deviceId: string) =>
  (
    await sandbox<{ reports: SandboxFieldReport[] }>(
      baseUrl,
      `${SANDBOX_CONTROL.fieldReports.path}?device=${encodeURIComponent(deviceId)}`,
    )
  ).reports;

/** Waits until the sandbox has, for the device, every report `wanted` names (type and page). */
export async function waitForReports(
  baseUrl: string,
  deviceId: string,
  wanted: Array<{ type: string; page: string }>,
): Promise<SandboxFieldReport[]> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const reports = await reportsOf(baseUrl, deviceId);
    const missing = wanted.filter(
      (w) => !reports.some((r) => r.type === w.type && r.page === w.page),
    );
    if (!missing.length) return reports;
    if (Date.now() > deadline)
      throw new Error(
        `missing field reports ${JSON.stringify(missing)}; got ${JSON.stringify(reports)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A thrown error and a rejection made by a script the page loads from its own origin: what a test
 * evaluates (or adds as an init script) is another origin's script to Chromium 80, whose errors it
 * mutes ("Script error.", and no unhandledrejection at all), as it does for any script of another
 * origin. Written into the served build for this file's tests only.
 */
export const FAULTS_FILE = 'e2e-field-faults.js';
export const FAULTS = `window.__fieldFaults = {
  throwSoon(message) { setTimeout(() => { throw new Error(message); }, 0); },
  rejectSoon(message) { Promise.reject(new Error(message)); },
};`;
export const faultsPath = fileURLToPath(new URL(`../dist/${FAULTS_FILE}`, import.meta.url));

/** Opens a page as the device (its sandbox cookie set before the page's scripts run). */
export async function open(
  browser: EngineBrowser,
  url: string,
  deviceId: string,
  shell: string,
): Promise<EnginePage> {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  if (!page.addInitScript) throw new Error(`${browser.name} cannot add init scripts`);
  await page.addInitScript(
    `try { document.cookie = ${JSON.stringify(`${SANDBOX_DEVICE_COOKIE}=${deviceId}; path=/; SameSite=Strict`)}; } catch {}\n${shell}`,
  );
  await page.goto(url);
  await page.waitFor(
    'the field reporter to start',
    () => document.documentElement.dataset.fieldReports,
    45_000,
  );
  return page;
}

export const show = (page: EnginePage, testId: string) =>
  page.waitFor(
    `[data-testid="${testId}"]`,
    (id: string) => Boolean(document.querySelector(`[data-testid="${id}"]`)),
    45_000,
    testId,
  );

/** Exactly one report of each of `types` on `page`, and the one of `type`. */
export function one(reports: SandboxFieldReport[], type: string, page: string): SandboxFieldReport {
  const found = reports.filter((r) => r.type === type && r.page === page);
  expect(found, `${type} reports on ${page}`).toHaveLength(1);
  return found[0] as SandboxFieldReport;
}

export function expectFieldsAndNoSecret(
  reports: SandboxFieldReport[],
  engine: EngineName,
  major: number,
) {
  for (const { device: _device, receivedAt: _at, ...report } of reports) {
    expect(report.context).toEqual({
      build: expect.stringMatching(/^\d+\.\d+\.\d+\+\w+$/),
      source: 'network',
      engine: { family: 'chromium', major },
      platform: 'android',
      market: 'IN',
    });
    const text = JSON.stringify(report);
    for (const secret of [...PLANTED, SAMPLE_IDENTITY.deviceName])
      expect(text, `${engine}: ${secret} in ${text}`).not.toContain(secret);
    if ('frames' in report) for (const frame of report.frames) expect(frame).toMatch(FRAME);
  }
}
