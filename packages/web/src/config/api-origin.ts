import { API_ORIGIN_GLOBAL } from '@hybrid-loan/bridge-sdk/contract';

/** What the API's place depends on: where the page runs and what its shell said. */
interface Where {
  location?: { protocol: string };
  [API_ORIGIN_GLOBAL]?: unknown;
}

/** `value` when it is exactly an http(s) origin (no path, query or credentials), else null. */
function originOnly(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin === value ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where the API's `path` (`/volleys`, a beacon's URL) is for this page. On http(s), the network or
 * the Android shell's package (the pages' real origin), a path stays relative: the page's own
 * origin. On the iOS shell's package scheme (`app://…`) a relative path would reach the shell's
 * scheme handler, so the API is on the brand's hosting origin (`appH5`), by CORS. A shell that
 * names the API's origin at document start (`window.LoanApiOrigin`, the contract's
 * `API_ORIGIN_GLOBAL`) is followed in either case: the emulator's stand-in for the iOS origin is a
 * loopback http origin, its API another one. Absolute URLs and empty ones are left as they are.
 */
export function placeApi(path: string, appH5: string, where: Where | undefined): string {
  if (!path.startsWith('/') || !where?.location) return path;
  const named = originOnly(where[API_ORIGIN_GLOBAL]);
  if (named) return `${named}${path}`;
  if (/^https?:$/i.test(where.location.protocol)) return path;
  return `${new URL(appH5).origin}${path}`;
}

/** The page's global scope, or undefined in Node (the build, the sandbox, the tests' config). */
export const pageScope: Where | undefined =
  typeof window === 'undefined' ? undefined : (window as unknown as Where);
