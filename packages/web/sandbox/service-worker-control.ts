import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_DEVICE_COOKIE, type ServiceWorkerOverride } from '@hybrid-loan/dev-contract';
import { SWITCH_FILE, switchFile, WORKER_FILE } from '../src/lib/service-worker/switch';

/**
 * The emulator's QA scenarios play "a new build between two opens" and "the kill switch" against
 * one sandbox that other scenarios use at the same time, so these server changes are per device:
 * a device names itself with `SANDBOX_DEVICE_COOKIE` (the emulator sets it; the pages never do), and only
 * its requests for `sw.js` and `sw-switch.json` see the change. Without the cookie, or for another
 * device, the build's own files are served.
 */

type WorkerOverride = ServiceWorkerOverride;

const overrides = new Map<string, WorkerOverride>();

export function serviceWorkerOverride(deviceId: string): WorkerOverride {
  return overrides.get(deviceId) ?? { off: false, builds: 0 };
}

/** `{ off?: boolean, newBuild?: true }`; returns the device's state, or an error message. */
export function changeServiceWorker(deviceId: string, body: unknown): WorkerOverride | string {
  if (typeof body !== 'object' || body === null)
    return 'body must be {"off"?: boolean, "newBuild"?: true}';
  const { off, newBuild } = body as { off?: unknown; newBuild?: unknown };
  if (off !== undefined && typeof off !== 'boolean') return '"off" must be true or false';
  if (newBuild !== undefined && newBuild !== true) return '"newBuild" must be true';
  const current = serviceWorkerOverride(deviceId);
  const next = {
    off: typeof off === 'boolean' ? off : current.off,
    builds: current.builds + (newBuild ? 1 : 0),
  };
  overrides.set(deviceId, next);
  return next;
}

export function resetServiceWorker(deviceId?: string): void {
  if (deviceId === undefined) overrides.clear();
  else overrides.delete(deviceId);
}

/** The device a request names with the sandbox's device cookie, or null. */
export function deviceOf(cookie: string | undefined | null): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SANDBOX_DEVICE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The body to serve instead of `file` for this request, or null for the file as built: the switch
 * off, or the worker of "build n" (the same files under another version, so the browser installs
 * it as an update).
 */
export function overriddenBody(
  root: string,
  file: string,
  cookie: string | undefined,
): Buffer | null {
  const deviceId = deviceOf(cookie);
  if (!deviceId || !overrides.has(deviceId)) return null;
  const { off, builds } = serviceWorkerOverride(deviceId);
  if (file === join(root, SWITCH_FILE) && off)
    return Buffer.from(switchFile(true, 'sandbox: switched off for this device'));
  if (file === join(root, WORKER_FILE) && builds > 0) {
    const { version } = JSON.parse(
      readFileSync(join(root, '.vite', 'service-worker.json'), 'utf8'),
    ) as {
      version: string;
    };
    const source = readFileSync(file, 'utf8');
    return Buffer.from(
      source.replace(JSON.stringify(version), JSON.stringify(`${version}+${builds}`)),
    );
  }
  return null;
}
