import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxFieldReport, SandboxVital } from '@hybrid-loan/dev-contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getDevice } from '../src/core/devices';
import { generateIdentity } from '../src/core/identity';
import { type BrowserHost, startBrowserHost } from '../src/hosts/browser/browser-host';
import { launchChromium } from '../src/hosts/headless/chromium';
import { replayCommand } from '../src/hosts/headless/replay-command';
import { PACKAGE_ROOT, REPORTS_DIR } from '../src/hosts/paths';
import { SandboxClient } from '../src/hosts/sandbox/sandbox-client';
import { errorGroups, VITAL_NAMES, vitalRows } from '../src/panel/field/field-model';

// The Field view from a replayed suite: two QA scenarios whose pages fail (a shell that never
// answers bankStart, a contact endpoint answering 500) are replayed headless against the shared
// sandbox, and the panel's Field view must show their error groups and p75 charts, from what the
// pages themselves sent.
const SCENARIOS = ['field-report-bank-start-timeout.json', 'customer-service-server-error.json'];

// This run's own devices. Other test files replay the same scenarios against the shared sandbox
// at the same time (the engine lanes), so what this run's pages sent is told apart by the device
// that sent it: the scenarios are copied with a device id of their own.
const dir = mkdtempSync(join(tmpdir(), 'panel-field-replay-'));
const DEVICES = SCENARIOS.map(
  (_, i) => `field-view-${process.pid}-${Date.now().toString(36)}-${i}`,
);
const PATHS = SCENARIOS.map((file, i) => {
  const scenario = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'scenarios', file), 'utf8'));
  scenario.identity = { ...scenario.identity, deviceId: DEVICES[i] };
  const path = join(dir, file);
  writeFileSync(path, JSON.stringify(scenario));
  return path;
});

let browser: Browser;
let host: BrowserHost;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  host = await startBrowserHost({
    sandboxUrl: inject('sandboxUrl'),
    device: 'android-low',
    identity: generateIdentity(getDevice('android-low'), { languageType: '1' }),
    entry: '/loanDetails?productId=1&orderId=1001',
  });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('shows the error groups and p75 charts of a replayed suite in the panel Field view', async () => {
  const sandbox = new SandboxClient(inject('sandboxServerUrl'));
  const since = Date.now();
  const lines: string[] = [];
  const { results } = await replayCommand({
    paths: PATHS,
    baseUrl: inject('sandboxUrl'),
    outDir: join(REPORTS_DIR, 'replay', 'field-view'),
    engine: 'chromium',
    retries: 1,
    print: (line) => lines.push(line),
  });
  expect(results.map((r) => [r.name, r.ok]).sort(), lines.join('\n')).toEqual(
    SCENARIOS.map((f) => [f.replace('.json', ''), true]).sort(),
  );
  // What this run's pages sent (the sandbox is shared with other test files): its devices' reports.
  const reports = (await sandbox.fieldReports()).filter((r) => DEVICES.includes(r.device ?? ''));
  const groups = errorGroups(reports);
  expect(groups.map((g) => g.title).sort()).toEqual(
    [
      '/v3/personal-center/contact-kf-info http 500',
      'bankStart → TIMEOUT',
      'error state after api http /v3/personal-center/contact-kf-info',
    ].sort(),
  );
  // The vitals leave when a page is hidden or closed: the last may come after the replay's end.
  let vitals: SandboxVital[] = [];
  await expect
    .poll(
      async () => {
        // A vital names no device (only its model): the scenarios' pages since the replay began.
        vitals = (await sandbox.vitals()).filter(
          (v) =>
            (v.at ?? 0) >= since && ['/addnormalcard', '/customerService'].includes(v.page ?? ''),
        );
        return VITAL_NAMES.filter((name) => vitalRows(vitals, name).length > 0);
      },
      { timeout: 30_000 },
    )
    .toEqual(VITAL_NAMES);

  await page.goto(host.panelUrl);
  await page.getByRole('tab', { name: 'Field' }).click();
  const view = page.getByRole('region', { name: 'Field' });
  // The view's own data, as it fetched it: every group and p75 row of the replay is in it.
  const shown = (await page.evaluate(() => fetch('/api/field').then((r) => r.json()))) as {
    vitals: SandboxVital[];
    reports: SandboxFieldReport[];
  };
  const shownGroups = errorGroups(shown.reports);
  for (const group of groups) {
    const same = shownGroups.find((g) => g.title === group.title && g.type === group.type);
    expect(same?.count, group.title).toBeGreaterThanOrEqual(group.count);
    expect(same?.engines).toEqual(expect.arrayContaining(group.engines));
    const row = view.locator('tr', { hasText: group.title });
    await row.first().waitFor({ timeout: 20_000 });
    const cells = row.first().locator('td');
    expect(await cells.nth(0).textContent()).toBe(group.type);
    expect(Number(await cells.nth(2).textContent())).toBeGreaterThanOrEqual(group.count);
    expect(await cells.nth(3).textContent()).toContain(group.engines[0]);
    for (const p of group.pages)
      expect(await row.first().getByRole('button', { name: p }).count()).toBe(1);
  }
  for (const name of VITAL_NAMES) {
    const rows = vitalRows(shown.vitals, name);
    for (const row of vitalRows(vitals, name))
      expect(
        rows.find((r) => r.page === row.page && r.engine === row.engine)?.count,
        `${name} ${row.page}`,
      ).toBeGreaterThanOrEqual(row.count);
  }
  // One chart per vital, drawn by Chart.js (a canvas it has not drawn on is blank and 300 x 150).
  await expect
    .poll(() => view.locator('canvas').count(), { timeout: 20_000 })
    .toBe(VITAL_NAMES.length);
  await expect
    .poll(
      () =>
        view
          .locator('canvas')
          .evaluateAll((all) => all.map((c) => (c as HTMLCanvasElement).toDataURL().length)),
      { timeout: 30_000 },
    )
    .toSatisfy((lengths: number[]) => lengths.every((n) => n > 2000));
});
