import { join } from 'node:path';
import { SANDBOX_DEVICE_COOKIE } from '@hybrid-loan/dev-contract';
import type { EngineBrowser } from '@hybrid-loan/engines';
import { entryUrl } from '../../core/identity';
import { replayScenario, type ScenarioResult } from '../../core/replay';
import type { Scenario } from '../../core/scenario';
import { shimConfigFor } from '../../core/shim-config-for';
import { EMULATOR_PREFIX as NAME_PREFIX } from '../../types/electron-api';
import { type AppProxy, SHIM_PATH } from '../browser/app-proxy';
import type { DevicePackage } from '../package/device-package';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import type { PackageSpec } from '../package/scenario-package';
import { NETWORK_PROFILES } from './emulation';
import { engineDriver } from './engine-driver';
import { engineLimits, skippedResult, skipReason } from './engine-limits';
import {
  clearDeviceData,
  enterApp,
  healthCount,
  leaveApp,
  networkIdle,
  replaceWith,
} from './engine-navigation';
import { judgeEnginePackage, startEnginePackage, stopOwnProxy } from './engine-package';
import { startScenario } from './scenario-start';

/** What a replay needs of the app proxy: where pages are, how a browser enters, the network switch. */
export type PageProxy = Pick<AppProxy, 'url' | 'entryUrl' | 'setDeviceOffline'>;

export interface EngineRunOptions {
  engine: EngineBrowser;
  /** The app proxy: the sandbox's app with the shim put before the page's scripts. */
  proxy: PageProxy;
  /** The sandbox itself (its control API). */
  baseUrl: string;
  file?: string;
  /** Where a failure's picture goes (screenshots/<scenario>.<device>.<engine>.failure.png). */
  outDir?: string;
  /** Each step's time limit where the step gives none. */
  stepTimeoutMs?: number;
  /**
   * The package the device's shell was given: served the Android way by an app proxy of this
   * scenario's own (the pages' origin), with the health rule; an iPhone's way is not served here.
   */
  package?: OpenedPackage | RefusedPackage;
  /** What the scenario expects the shell to do with `package`. */
  expectPackage?: PackageSpec;
}

/**
 * Replays one scenario on an engine without Playwright (chromium-80, webkit). The shim comes from
 * the app proxy (a same-origin script tag before the page's own), configured through
 * `window.name`, which survives the page's navigations; calls stay in `window.__emulatorCalls`.
 */
export async function replayOnEngine(
  scenario: Scenario,
  opts: EngineRunOptions,
): Promise<ScenarioResult> {
  const { deviceId, device, orientation, identity, sandbox } = await startScenario(
    scenario,
    opts.baseUrl,
  );
  const size =
    orientation === 'portrait'
      ? device.viewport
      : { width: device.viewport.height, height: device.viewport.width };
  const page = await opts.engine.newPage({
    viewport: { ...size, deviceScaleFactor: device.pixelRatio },
    userAgent: device.userAgent,
    mobile: device.touch,
  });
  const limits = engineLimits(scenario, opts.engine);
  let own: AppProxy | undefined;
  /** The scenario has let go of the page (played, skipped or failed). */
  let done = false;
  try {
    let pkg: DevicePackage | undefined;
    if (opts.package) {
      ({ own, pkg } = await startEnginePackage(opts.package, {
        engine: opts.engine,
        platform: device.platform,
        pagesUrl: opts.proxy.url,
        baseUrl: opts.baseUrl,
      }));
    }
    const proxy: PageProxy = own ?? opts.proxy;
    /** The shim's configuration as the window's name: the shell's answers for the next open. */
    const windowName = () => {
      const served = pkg?.served();
      const config = shimConfigFor(scenario, device, identity, 'none', {
        safeArea: device.safeArea[orientation],
        allowedOrigins: [new URL(proxy.url).origin],
        ...(served ? { served } : {}),
      });
      return `${NAME_PREFIX}${JSON.stringify(config)}`;
    };
    // A same-origin document of the proxy first, to name the window before the app loads.
    // Replacing (not navigating) keeps the history at one entry, as a webview's starts: a new tab's
    // about:blank is a history entry in both engines, and the Back button checks history.length.
    const namer = new URL(SHIM_PATH, proxy.url).href;
    // A proxy beyond loopback lets a browser in through its run's entry URL first (a cookie).
    const enter = proxy.entryUrl?.(SHIM_PATH) ?? namer;
    const entry = entryUrl(proxy.url, scenario, identity);
    const name = windowName();
    pkg?.newOpen();
    await replaceWith(page, 'the proxy document', enter, namer);
    await clearDeviceData(page);
    await enterApp(
      page,
      entry,
      name,
      `${SANDBOX_DEVICE_COOKIE}=${encodeURIComponent(identity.deviceId)}; path=/; SameSite=Strict`,
    );
    // After each open from a pending package: the health report within 10 s, or the rollback.
    // Started at once (the 10 s count from the open), read only while the scenario has the page:
    // a command to a closed window would hold the engine's session for the next scenarios.
    const reports = () => (done ? Promise.resolve(0) : healthCount(page));
    let watched = pkg?.watch(reports, 0) ?? Promise.resolve();
    const skip = await skipReason(scenario, opts.engine, page);
    if (skip) return skippedResult(scenario, deviceId, opts.engine, limits, skip);
    const network = scenario.network ?? 'online';
    if (network !== 'online') {
      // As in the Chromium host: offline starts once the entry page is idle (no new resource
      // for a second), so the borrower had the page, then lost the connection.
      if (network === 'offline') await networkIdle(page);
      await page.emulateNetwork?.(NETWORK_PROFILES[network]);
    }
    const started = Date.now();
    const result = await replayScenario(
      scenario,
      engineDriver({
        page,
        requests: () => sandbox.requests(identity.deviceId),
        fieldReports: sandbox.fieldReportsOf(identity),
        noScreenshots: `not compared on ${opts.engine.name} (the baselines are Chromium's pictures)`,
        ...(opts.outDir && !opts.engine.cannot.some((c) => c.startsWith('screenshots'))
          ? {
              failureFile: join(
                opts.outDir,
                'screenshots',
                `${scenario.name}.${deviceId}.${opts.engine.name}.failure.png`,
              ),
            }
          : {}),
        // The webview closes (the page leaves the app's origin, so a waiting update takes
        // over), then the entry opens again (the window's name and the device cookie stay).
        reopen: async () => {
          await watched;
          await leaveApp(page, opts.baseUrl);
          // The shell's answers for the new open (a rolled-back package: the network).
          const renamed = windowName();
          pkg?.newOpen();
          await enterApp(page, entry, renamed);
          watched = pkg?.watch(reports, 0) ?? Promise.resolve();
        },
        // The proxy cuts this device's connections (the shim still loads, as a shell's would).
        // In this process, never over HTTP: no one else can switch a device's network.
        network: async (state) => {
          proxy.setDeviceOffline(identity.deviceId, state === 'offline');
        },
        server: async (change) => {
          await sandbox.serviceWorker(identity.deviceId, change);
        },
      }),
      { ...(opts.file ? { file: opts.file } : {}), device: deviceId, host: 'headless' },
      opts.stepTimeoutMs ? { stepTimeoutMs: opts.stepTimeoutMs } : {},
    );
    await watched;
    result.durationMs = Date.now() - started;
    if (pkg) await judgeEnginePackage(result, page, pkg, opts.expectPackage);
    return { ...result, engine: `${opts.engine.name} ${opts.engine.version}`, limits };
  } finally {
    done = true;
    await page.close().catch(() => undefined);
    if (own) await stopOwnProxy(own);
  }
}
