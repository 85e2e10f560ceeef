import { readJson, writeJson } from '../storage';
import { removeServiceWorker, type WorkerWindow } from './register';

/** What the hand-over needs of the window (tests pass a fake one). */
export type HandOverWindow = WorkerWindow & { location: Pick<Location, 'reload'> };

/** The build whose open was reloaded off the worker, in this webview's session. */
const RELOADED = 'package-handover';

/**
 * A page the shell serves from its package that an earlier network open's worker answered anyway
 * (the worker's cache answers before any request reaches the shell's interception): what is on
 * screen is that worker's build, and a health report now would vouch for package files that never
 * ran. So the page removes the worker and its caches and loads again, once per build in this
 * webview: that load runs from the package and reports. Resolves true when it reloads (the caller
 * then reports nothing); false when the page is not under a worker, was reloaded for this build
 * already, or cannot note the reload (no storage: reloading could loop).
 */
export async function handOverToPackage(win: HandOverWindow, build: number): Promise<boolean> {
  if (!win.navigator.serviceWorker?.controller) return false;
  if (readJson<number>('session', RELOADED) === build) return false;
  if (!writeJson('session', RELOADED, build)) return false;
  await removeServiceWorker(win).catch(() => undefined);
  win.location.reload();
  return true;
}
