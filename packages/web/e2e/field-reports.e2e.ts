import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGES, pageHref, putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import {
  controlPath,
  SAMPLE_IDENTITY,
  SANDBOX_CONTROL,
  SANDBOX_DEVICE_COOKIE,
  type SandboxFieldReport,
} from '@hybrid-loan/dev-contract';
import {
  type EngineBrowser,
  type EngineName,
  type EnginePage,
  launchEngine,
} from '@hybrid-loan/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import schema from '../docs/field-report.schema.json' with { type: 'json' };
import { fakeAndroidShellScript } from './fake-shell';

// Every field report the pages send, on the engine of today's Android webviews and on the oldest
// supported one (Chromium 80): one browser per engine, two pages, each failure once, nothing of
// what a borrower is or typed in any report.
const CONTACT = '/v3/personal-center/contact-kf-info';
const FRAME = new RegExp(schema.definitions.error.properties.frames.items.pattern);

/** Values planted where a careless report would pick them up. */
const SECRET = {
  token: 'tok-Zq81fieldSecret',
  gid: 'gid-Field4471',
  stored: 'stored-note-Kx2291',
  typed: 'my salary came late',
  phone: '9876543210',
  order: 'ORD20261127X9',
  amount: '₹12,500',
};
const PLANTED = Object.values(SECRET);

function pageUrl(baseUrl: string, route: string, deviceId: string): string {
  return putIdentity(baseUrl, route, {
    ...SAMPLE_IDENTITY,
    deviceId,
    token: SECRET.token,
    gid: SECRET.gid,
    languageType: '1',
  });
}

async function sandbox<T>(
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
async function waitForReports(
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
const FAULTS_FILE = 'e2e-field-faults.js';
const FAULTS = `window.__fieldFaults = {
  throwSoon(message) { setTimeout(() => { throw new Error(message); }, 0); },
  rejectSoon(message) { Promise.reject(new Error(message)); },
};`;
const faultsPath = fileURLToPath(new URL(`../dist/${FAULTS_FILE}`, import.meta.url));

/** Opens a page as the device (its sandbox cookie set before the page's scripts run). */
async function open(
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

const show = (page: EnginePage, testId: string) =>
  page.waitFor(
    `[data-testid="${testId}"]`,
    (id: string) => Boolean(document.querySelector(`[data-testid="${id}"]`)),
    45_000,
    testId,
  );

/** Exactly one report of each of `types` on `page`, and the one of `type`. */
function one(reports: SandboxFieldReport[], type: string, page: string): SandboxFieldReport {
  const found = reports.filter((r) => r.type === type && r.page === page);
  expect(found, `${type} reports on ${page}`).toHaveLength(1);
  return found[0] as SandboxFieldReport;
}

function expectFieldsAndNoSecret(reports: SandboxFieldReport[], engine: EngineName, major: number) {
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

function fieldReportsOn(engine: EngineName) {
  const baseUrl = inject('baseUrl');
  describe(`field reports on ${engine}`, () => {
    let browser: EngineBrowser;
    let major = 0;
    beforeAll(async () => {
      writeFileSync(faultsPath, FAULTS);
      browser = await launchEngine(engine);
      major = Number(browser.version.split('.')[0]);
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(faultsPath, { force: true });
    });

    it('reports a thrown error, a rejected promise, a bridge timeout and a render error once each', async () => {
      const deviceId = `field-${engine}-a-${Date.now().toString(36)}`;
      const page = await open(
        browser,
        pageUrl(baseUrl, pageHref(PAGES.customerService), deviceId),
        deviceId,
        await fakeAndroidShellScript({}, ['call']),
      );
      try {
        await show(page, 'service-phone');
        await page.evaluate((src: string) => {
          document.head.append(Object.assign(document.createElement('script'), { src }));
        }, `./${FAULTS_FILE}`);
        await page.waitFor('the faults script', () =>
          Boolean((window as { __fieldFaults?: unknown }).__fieldFaults),
        );
        const message = `no ${SECRET.order} for ${SECRET.phone}, due ${SECRET.amount} token=${SECRET.token} ${SECRET.gid} ${SECRET.stored} "${SECRET.typed}"`;
        await page.evaluate(
          (stored: string, typed: string, text: string) => {
            // Planted in the app's storage and in a field the borrower typed into.
            localStorage.setItem('hl:borrower:field-note', JSON.stringify({ note: stored }));
            const input = document.createElement('input');
            input.value = typed;
            document.body.append(input);
            const faults = (
              window as unknown as { __fieldFaults: Record<string, (m: string) => void> }
            ).__fieldFaults;
            faults.throwSoon?.(text);
            faults.rejectSoon?.(`rejected: ${text}`);
            // The shell never answers `call`: the bridge's timeout ends it.
            (document.querySelector('[data-testid="service-phone"]') as HTMLElement).click();
          },
          SECRET.stored,
          SECRET.typed,
          message,
        );
        const service = '/customerService';
        const confirm = '/loanConfirm';
        await waitForReports(baseUrl, deviceId, [
          { type: 'error', page: service },
          { type: 'rejection', page: service },
          { type: 'bridge', page: service },
        ]);
        await page.evaluate(
          (text: string, hash: string) => {
            // The next page's amounts fail to render (Number#toFixed is what the money format uses).
            const toFixed = Number.prototype.toFixed;
            Number.prototype.toFixed = function (this: number, digits?: number) {
              if (location.hash.includes('loanConfirm')) throw new Error(`render ${text}`);
              return toFixed.call(this, digits);
            };
            location.hash = hash;
          },
          message,
          pageHref(PAGES.loanConfirm, { productId: '1', orderId: '1001' }),
        );
        await show(page, 'error-state');
        const reports = await waitForReports(baseUrl, deviceId, [
          { type: 'error', page: service },
          { type: 'rejection', page: service },
          { type: 'bridge', page: service },
          { type: 'render', page: confirm },
          { type: 'state', page: confirm },
        ]);
        expect(one(reports, 'error', service)).toMatchObject({ name: 'Error' });
        expect(one(reports, 'rejection', service)).toMatchObject({ name: 'Error' });
        expect(one(reports, 'bridge', service)).toMatchObject({ method: 'call', code: 'TIMEOUT' });
        const render = one(reports, 'render', confirm);
        expect(render).toMatchObject({ name: 'Error', message: expect.stringMatching(/^render /) });
        expect((render as { frames: string[] }).frames.some((f) => f.startsWith('assets/'))).toBe(
          true,
        );
        expect(one(reports, 'state', confirm)).toMatchObject({ cause: 'render' });
        expect(reports).toHaveLength(5);
        expectFieldsAndNoSecret(reports, engine, major);
      } finally {
        await page.close();
      }
    });

    it('reports an API 500, the page in its error state and a failed chunk once each', async () => {
      const deviceId = `field-${engine}-b-${Date.now().toString(36)}`;
      await sandbox(baseUrl, controlPath(SANDBOX_CONTROL.setFaults, deviceId), 'PUT', {
        faults: [{ endpoint: CONTACT, status: 500 }],
      });
      const page = await open(
        browser,
        pageUrl(baseUrl, pageHref(PAGES.customerService, { orderNo: SECRET.order }), deviceId),
        deviceId,
        await fakeAndroidShellScript(),
      );
      try {
        await show(page, 'error-state');
        if (!page.blockRequests) throw new Error(`${browser.name} cannot block requests`);
        await page.blockRequests(['/chatbot-page-']);
        await page.evaluate(
          (hash: string) => {
            location.hash = hash;
          },
          pageHref(PAGES.chatbot, { orderNo: SECRET.order }),
        );
        const service = '/customerService';
        const chat = '/intelligentCustomerService';
        await page.waitFor(
          'the chatbot page in its error state',
          (path: string) =>
            location.hash.startsWith(`#${path}`) &&
            Boolean(document.querySelector('[data-testid="error-state"]')),
          45_000,
          chat,
        );
        const reports = await waitForReports(baseUrl, deviceId, [
          { type: 'api', page: service },
          { type: 'state', page: service },
          { type: 'chunk', page: chat },
          { type: 'state', page: chat },
        ]);
        expect(one(reports, 'api', service)).toMatchObject({
          endpoint: CONTACT,
          class: 'http',
          status: 500,
        });
        expect(one(reports, 'state', service)).toMatchObject({ cause: `api http ${CONTACT}` });
        expect(one(reports, 'chunk', chat)).toMatchObject({
          route: chat,
          attempt: 1,
          outcome: 'failed',
        });
        expect(one(reports, 'state', chat)).toMatchObject({ cause: 'chunk' });
        expect(reports).toHaveLength(4);
        expectFieldsAndNoSecret(reports, engine, major);
      } finally {
        await page.close();
      }
    });
  });
}

fieldReportsOn('chromium');
fieldReportsOn('chromium-80');
