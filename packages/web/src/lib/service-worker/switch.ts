/**
 * The service worker's kill switch: a tiny JSON file beside the worker (`sw-switch.json`) that the
 * host may rewrite at any time. The build writes it switched on; `{"format":1,"off":true}` makes
 * every installed worker delete its caches and unregister itself, and the pages stop registering
 * it, until the file says on again. Read by the page (before registering) and by the worker itself
 * (a broken bundle may never get as far as the page's registration code).
 */

/** The file's name, beside `sw.js` in the build's root (the shells read the same contract fact). */
export { SWITCH_FILE } from '@hybrid-loan/bridge-sdk/contract';
/** The worker's file, at the build's root so that its scope is the whole app. */
export const WORKER_FILE = 'sw.js';
/**
 * The format this code reads. Switching off needs no format: any file whose `off` is `true` turns
 * the worker off (an operator's hand-written `{"off": true}` in an incident must not be ignored).
 * Switching on needs this format: a file of another format that does not say off is ignored (the
 * worker stays as it is).
 */
export const SWITCH_FORMAT = 1;

export interface SwitchFile {
  format: typeof SWITCH_FORMAT;
  /** True: no service worker (unregister, delete its caches, do not register). */
  off: boolean;
  /** Why, for whoever reads the file on the server. */
  reason?: string;
}

/** What the switch says: `off`, `on`, or `unknown` (no file, unreadable, another format). */
export type SwitchState = 'on' | 'off' | 'unknown';

export function readSwitch(body: unknown): SwitchState {
  if (typeof body !== 'object' || body === null) return 'unknown';
  const file = body as { format?: unknown; off?: unknown };
  // Off is the safe direction: taken from any file that says so, with or without a format.
  if (file.off === true) return 'off';
  if (file.format !== SWITCH_FORMAT || file.off !== false) return 'unknown';
  return 'on';
}

/** The file as the build writes it. */
export function switchFile(off: boolean, reason?: string): string {
  const file: SwitchFile = { format: SWITCH_FORMAT, off, ...(reason ? { reason } : {}) };
  return `${JSON.stringify(file)}\n`;
}

/**
 * Fetches the switch past every cache (the worker never answers it: it is not precached). A
 * network failure or a missing file is `unknown`: the worker is kept, the next check decides.
 */
export async function fetchSwitch(
  url: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<SwitchState> {
  // AbortController is in both floors (Chrome 66, Safari 12.1); AbortSignal.timeout is not.
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = setTimeout(() => controller?.abort(), timeoutMs);
  try {
    const response = await fetcher(url, {
      cache: 'no-store',
      // Same-origin cookies only: the emulator's sandbox names the device with one (per-device switch).
      credentials: 'same-origin',
      ...(controller ? { signal: controller.signal } : {}),
    });
    if (!response.ok) return 'unknown';
    return readSwitch(await response.json());
  } catch {
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

// How a page or a host asks a worker its state: a fact the emulator shares, in the SDK's contract.
export {
  WORKER_STATE_MESSAGE as GET_STATE,
  type WorkerState,
} from '@hybrid-loan/bridge-sdk/contract';
/** Prefix of the caches the worker owns (Workbox's precache and ours). */
export const CACHE_PREFIXES = ['workbox-', 'hybrid-loan-'];
