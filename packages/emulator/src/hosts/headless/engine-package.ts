import type { EngineBrowser, EnginePage } from '@hybrid-loan/engines';
import type { ScenarioResult } from '../../core/replay';
import { type AppProxy, startAppProxy } from '../browser/app-proxy';
import { isLoopbackHost } from '../browser/loopback';
import { DevicePackage } from '../package/device-package';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import { type PackageSpec, packageProblem } from '../package/scenario-package';

/**
 * The Android shell's way on an engine: the package on the pages' origin, served by an app proxy
 * of this scenario's own (on this machine). The iOS way (an origin of its own) is not served here.
 */
export async function startEnginePackage(
  given: OpenedPackage | RefusedPackage,
  opts: { engine: EngineBrowser; platform: string; pagesUrl: string; baseUrl: string },
): Promise<{ own: AppProxy; pkg: DevicePackage }> {
  if (opts.platform === 'ios')
    throw new Error(
      `the iOS way (the package on an origin of its own) is served on the chromium lane only for now; ${opts.engine.name} cannot serve it`,
    );
  if (!isLoopbackHost(new URL(opts.pagesUrl).hostname))
    throw new Error(
      `a package is served to engines on this machine only (its proxy is on 127.0.0.1); the pages here open at ${new URL(opts.pagesUrl).origin}`,
    );
  let pkg: DevicePackage | undefined;
  const own = await startAppProxy(opts.baseUrl, 0, {
    pkg: () => pkg?.current(),
    onPackageFile: () => pkg?.countFile(),
  });
  try {
    pkg = new DevicePackage(given, new URL(own.url).origin, 'android');
  } catch (e) {
    await stopOwnProxy(own);
    throw e;
  }
  return { own, pkg };
}

/**
 * Adds to the result what the shell did with the package and what the page on screen did about
 * its worker (one cache owner: the package, or the worker); fails it when that is not what the
 * scenario expects.
 */
export async function judgeEnginePackage(
  result: ScenarioResult,
  page: EnginePage,
  pkg: DevicePackage,
  expect: PackageSpec | undefined,
): Promise<void> {
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
  const problem = expect && packageProblem(expect, pkg);
  if (problem) {
    result.ok = false;
    result.error = result.error ? `${result.error}; ${problem}` : problem;
  }
}

/** Stops a scenario's own app proxy, its open connections first. */
export async function stopOwnProxy(own: AppProxy): Promise<void> {
  own.server.closeAllConnections();
  await new Promise<void>((done) => own.server.close(() => done()));
}
