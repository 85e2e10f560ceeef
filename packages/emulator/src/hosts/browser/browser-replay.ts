import type { Browser, Frame } from 'playwright-core';
import { CallLogCheck } from '../../core/call-entry-check';
import { DEFAULT_DEVICE_ID, getDevice } from '../../core/devices';
import { generateIdentity } from '../../core/identity';
import { replayScenario, type ScenarioResult } from '../../core/replay';
import type { Scenario } from '../../core/scenario';
import { pageDriver } from '../headless/page-driver';
import { SandboxClient } from '../sandbox/sandbox-client';
import { startBrowserHost } from './browser-host';

type PanelWindow = {
  __emulatorPanel?: { calls(): unknown; emit(e: string, d: unknown): Promise<void> };
};

/**
 * Replays a scenario in the browser host: the real panel in a tab, the app in its iframe through
 * the proxy, native events sent by the panel over comlink, the call log read from the panel.
 */
export async function replayInBrowserHost(
  scenario: Scenario,
  opts: { browser: Browser; sandboxUrl: string },
): Promise<ScenarioResult> {
  const deviceId = scenario.device ?? DEFAULT_DEVICE_ID;
  const device = getDevice(deviceId);
  const identity = generateIdentity(device, scenario.identity ?? {});
  const sandbox = new SandboxClient(opts.sandboxUrl);
  await sandbox.prepare(identity.deviceId, scenario.sandbox);
  const host = await startBrowserHost({
    sandboxUrl: opts.sandboxUrl,
    device: deviceId,
    identity,
    entry: scenario.entry,
    shell: {
      ...(scenario.protocol ? { protocol: scenario.protocol } : {}),
      ...(scenario.legacyTable ? { legacyTable: scenario.legacyTable } : {}),
      ...(scenario.replies ? { replies: scenario.replies } : {}),
      ...(scenario.unscripted ? { unscripted: scenario.unscripted } : {}),
    },
  });
  const page = await opts.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  try {
    await page.goto(host.panelUrl);
    const appOrigin = new URL(host.appUrl).origin;
    const frame = (): Frame => {
      const f = page.frames().find((fr) => fr.url().startsWith(appOrigin));
      if (!f) throw new Error('the app frame is not there');
      return f;
    };
    await page.waitForFunction(() => !!(window as unknown as PanelWindow).__emulatorPanel, null, {
      timeout: 15_000,
    });
    for (let i = 0; i < 100 && !page.frames().some((fr) => fr.url().startsWith(appOrigin)); i++)
      await page.waitForTimeout(50);
    await frame().waitForLoadState('load');
    // The panel's log holds what the app's page reported: checked as every host checks it.
    const log = new CallLogCheck();
    const driver = pageDriver({
      page: () => page,
      frame,
      touch: false,
      calls: () =>
        page
          .evaluate(() => (window as unknown as PanelWindow).__emulatorPanel?.calls())
          .then((raw) => log.read(raw)),
      malformedCalls: () => log.notes(),
      emit: async (event, data) => {
        await page.evaluate(
          ([e, d]) => (window as unknown as PanelWindow).__emulatorPanel?.emit(e as string, d),
          [event, data] as const,
        );
      },
      requests: () => sandbox.requests(identity.deviceId),
      fieldReports: sandbox.fieldReportsOf(identity),
      screenshot: async () => ({ problem: 'screenshots are compared in the headless host only' }),
      // The service worker's steps are replayed headless (`emulator replay`); the panel has its
      // own buttons for them (Service worker, Clear app data, Go offline).
      reopen: () => Promise.reject(new Error('reopen is replayed in the headless host only')),
      network: () =>
        Promise.reject(new Error('network steps are replayed in the headless host only')),
      server: (change) => sandbox.serviceWorker(identity.deviceId, change).then(() => undefined),
    });
    return await replayScenario(scenario, driver, { device: deviceId, host: 'browser' });
  } finally {
    await page.close();
    await host.close();
  }
}
