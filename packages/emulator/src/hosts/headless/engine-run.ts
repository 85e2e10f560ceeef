import { join } from 'node:path';
import { SANDBOX_DEVICE_COOKIE } from '@hybrid-loan/dev-contract';
import type { EngineBrowser, EnginePage } from '@hybrid-loan/engines';
import { DEFAULT_DEVICE_ID, getDevice } from '../../core/devices';
import { entryUrl } from '../../core/identity';
import { replayScenario, type ScenarioResult } from '../../core/replay';
import type { Scenario } from '../../core/scenario';
import { shimConfigFor } from '../../core/shim-config-for';
import { EMULATOR_PREFIX as NAME_PREFIX } from '../../types/electron-api';
import { type AppProxy, SHIM_PATH, startAppProxy } from '../browser/app-proxy';
import { isLoopbackHost } from '../browser/loopback';
import { DevicePackage } from '../package/device-package';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import { type PackageSpec, packageProblem } from '../package/scenario-package';
import { NETWORK_PROFILES } from './emulation';
import { engineDriver } from './engine-driver';
import { startScenario } from './scenario-start';

/** Where `reopen` takes the page meanwhile: a small document of the sandbox's own origin. */
const SWITCH_AWAY = '/sw-switch.json';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function networkIdle(page: EnginePage): Promise<void> {
  let last = -1;
  for (let quiet = 0, waited = 0; quiet < 1000 && waited < 10_000; waited += 250) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    quiet = count === last ? quiet + 250 : 0;
    last = count;
    await sleep(250);
  }
}

function skipped(
  scenario: Scenario,
  device: string,
  engine: EngineBrowser,
  limits: string[],
  reason: string,
): ScenarioResult {
  return {
    name: scenario.name,
    device,
    host: 'headless',
    engine: `${engine.name} ${engine.version}`,
    limits,
    skipped: reason,
    ok: true,
    durationMs: 0,
    steps: [],
    calls: [],
    requests: [],
  };
}

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

/** The page's health reports so far (its call log), 0 when it cannot be read. */
const healthCount = (page: EnginePage) =>
  page
    .evaluate(
      () =>
        (
          (window as unknown as { __emulatorCalls?: { method?: string; refused?: unknown }[] })
            .__emulatorCalls ?? []
        ).filter((c) => c.method === 'reportHealth' && !c.refused).length,
    )
    .catch(() => 0);

/** What the engine cannot emulate that this scenario asks for: said in the result. */
export function engineLimits(scenario: Scenario, engine: EngineBrowser): string[] {
  const device = getDevice(scenario.device ?? DEFAULT_DEVICE_ID);
  const limits = new Set<string>();
  for (const c of engine.cannot) {
    if (c.startsWith('touch') && device.touch) limits.add(`${c}: taps are DOM clicks`);
    if (c.startsWith('network') && scenario.network && scenario.network !== 'online')
      limits.add(`${c}: "${scenario.network}" not applied`);
    if (c.startsWith('user agent')) limits.add(`${c}: the engine's own user agent is sent`);
  }
  if (scenario.steps.some((s) => s.step === 'screenshot'))
    limits.add(
      'screenshots: compared on the chromium engine only (the baselines are its pictures)',
    );
  return [...limits];
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
    if (opts.package && device.platform === 'ios')
      throw new Error(
        `the iOS way (the package on an origin of its own) is served on the chromium lane only for now; ${opts.engine.name} cannot serve it`,
      );
    // The Android shell's way: the package on the pages' origin, a proxy of this scenario's own.
    let pkg: DevicePackage | undefined;
    if (opts.package && !isLoopbackHost(new URL(opts.proxy.url).hostname))
      throw new Error(
        `a package is served to engines on this machine only (its proxy is on 127.0.0.1); the pages here open at ${new URL(opts.proxy.url).origin}`,
      );
    if (opts.package) {
      own = await startAppProxy(opts.baseUrl, 0, {
        pkg: () => pkg?.current(),
        onPackageFile: () => pkg?.countFile(),
      });
      pkg = new DevicePackage(opts.package, new URL(own.url).origin, 'android');
    }
    const proxy: PageProxy = own ?? opts.proxy;
    const configNow = () => {
      const served = pkg?.served();
      return shimConfigFor(scenario, device, identity, 'none', {
        safeArea: device.safeArea[orientation],
        allowedOrigins: [new URL(proxy.url).origin],
        ...(served ? { served } : {}),
      });
    };
    let config = configNow();
    // A same-origin document of the proxy first, to name the window before the app loads.
    // Replacing (not navigating) keeps the history at one entry, as a webview's starts: a new tab's
    // about:blank is a history entry in both engines, and the Back button checks history.length.
    const namer = new URL(SHIM_PATH, proxy.url).href;
    // A proxy beyond loopback lets a browser in through its run's entry URL first (a cookie).
    const enter = proxy.entryUrl?.(SHIM_PATH) ?? namer;
    const entry = entryUrl(proxy.url, scenario, identity);
    const waitForShim = () =>
      page.waitFor(
        'the entry page to load with the shim',
        () =>
          document.readyState === 'complete' &&
          !!(window as unknown as { __emulatorCalls?: unknown }).__emulatorCalls,
        30_000,
      );
    /**
     * Replaces the document with `url` (no history entry) and waits until it has loaded at
     * `lands` (where a redirect takes it; default `url`).
     */
    const replaceWith = async (what: string, url: string, lands = url) => {
      // The navigation starts in a task of its own, after the script has answered: a WebDriver
      // script still waiting for its answer when the document goes away never gets one (WebKitGTK
      // behind a grid then waited out the 30 s script timeout).
      await page.evaluate((u: string) => {
        setTimeout(() => location.replace(u), 0);
      }, url);
      await page.waitFor(
        what,
        (u: string) => location.href === u && document.readyState === 'complete',
        30_000,
        lands,
      );
    };
    const openEntry = async () => {
      await replaceWith('the proxy document', enter, namer);
      // A fresh device: an engine whose session outlives the scenario (WebKit's) would still have
      // the app's service worker and caches from the one before.
      // Bounded: WebKitGTK's unregister() of a worker still installing can stay unsettled, and the
      // WebDriver script then waited out its 30 s timeout (behind the grid, 1 scenario in 49 per run).
      await page.evaluate(() =>
        Promise.race([
          Promise.all([
            navigator.serviceWorker
              ? navigator.serviceWorker
                  .getRegistrations()
                  .then((all) => Promise.all(all.map((r) => r.unregister())))
              : null,
            window.caches
              ? caches.keys().then((names) => Promise.all(names.map((n) => caches.delete(n))))
              : null,
          ]).then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), 5000)),
        ]),
      );
      await page.evaluate(
        (name: string, url: string, cookie: string) => {
          window.name = name;
          // The sandbox knows this device's service worker requests by it (see the contract).
          // biome-ignore lint/suspicious/noDocumentCookie: the old engines have no cookie store API.
          document.cookie = cookie;
          // Replace: the webview's history starts at the entry page (the back key relies on it);
          // in a task of its own, after the script has answered (as in replaceWith).
          setTimeout(() => location.replace(url), 0);
        },
        `${NAME_PREFIX}${JSON.stringify(config)}`,
        entry,
        `${SANDBOX_DEVICE_COOKIE}=${encodeURIComponent(identity.deviceId)}; path=/; SameSite=Strict`,
      );
      await waitForShim();
    };
    pkg?.newOpen();
    await openEntry();
    // After each open from a pending package: the health report within 10 s, or the rollback.
    // Started at once (the 10 s count from the open), read only while the scenario has the page:
    // a command to a closed window would hold the engine's session for the next scenarios.
    const reports = () => (done ? Promise.resolve(0) : healthCount(page));
    let watched = pkg?.watch(reports, 0) ?? Promise.resolve();
    /** The scenario is not played on this engine, and why. */
    const skip = (reason: string) => skipped(scenario, deviceId, opts.engine, limits, reason);
    const workerSteps = scenario.steps.some(
      (st) => st.step === 'expectServiceWorker' || st.step === 'reopen' || st.step === 'server',
    );
    if (workerSteps && !(await page.evaluate(() => 'serviceWorker' in navigator)))
      return skip(
        `${opts.engine.name} has no service workers for this page (navigator.serviceWorker is missing)`,
      );
    // What this engine says it cannot do, for the steps that need it (the engines' `cannot`).
    const workerLimit = opts.engine.cannot.find((c) => c.startsWith('service worker'));
    if (workerLimit && workerSteps) return skip(`${opts.engine.name}: ${workerLimit}`);
    const reopenLimit = opts.engine.cannot.find((c) => c.startsWith('reopen'));
    if (reopenLimit && scenario.steps.some((st) => st.step === 'reopen'))
      return skip(`${opts.engine.name}: ${reopenLimit}`);
    const network = scenario.network ?? 'online';
    if (network !== 'online') {
      if (network === 'offline' && !page.emulateNetwork) {
        // Offline changes what the page does: without it the scenario cannot be played here.
        return skip(`${opts.engine.name} cannot go offline`);
      }
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
        // The app's document goes (its service worker has no page left: a waiting update takes
        // over), then the entry opens again in the same webview data.
        // The webview closes: the page leaves the app's origin (for a page of the sandbox's own,
        // so no page of the old build is left and a waiting update takes over), then the entry
        // opens again (the window's name and the device cookie stay).
        reopen: async () => {
          await watched;
          await replaceWith('the page to leave the app', new URL(SWITCH_AWAY, opts.baseUrl).href);
          // The shell's answers for the new open (a rolled-back package: the network).
          config = configNow();
          pkg?.newOpen();
          await page.evaluate(
            (url: string, name: string) => {
              window.name = name;
              setTimeout(() => location.replace(url), 0);
            },
            entry,
            `${NAME_PREFIX}${JSON.stringify(config)}`,
          );
          await waitForShim();
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
    if (pkg) {
      // What the page on screen did about its worker (one cache owner: the package, or the worker).
      const worker = await page
        .waitFor(
          'the page to decide about its worker',
          () => !!document.documentElement.dataset.serviceWorker,
          10_000,
        )
        .then(() => page.evaluate(() => document.documentElement.dataset.serviceWorker ?? ''))
        .catch(() => 'not started');
      pkg.timeline.push(`the page on screen: service worker ${worker}`);
      result.package = pkg.timeline;
      const problem = opts.expectPackage && packageProblem(opts.expectPackage, pkg);
      if (problem) {
        result.ok = false;
        result.error = result.error ? `${result.error}; ${problem}` : problem;
      }
    }
    return { ...result, engine: `${opts.engine.name} ${opts.engine.version}`, limits };
  } finally {
    done = true;
    await page.close().catch(() => undefined);
    if (own) {
      own.server.closeAllConnections();
      await new Promise<void>((done) => own?.server.close(() => done()));
    }
  }
}
