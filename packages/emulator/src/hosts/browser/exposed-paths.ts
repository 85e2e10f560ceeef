import { existsSync, statSync } from 'node:fs';
import { SANDBOX_API_PREFIX, SANDBOX_CONTROL_PREFIX } from '@hybrid-loan/dev-contract';
import { fileInside, type Refusal, type Target } from '@hybrid-loan/dev-server';

/**
 * Paths of Vite's dev server and its plugins: `/@fs/…` serves files of the whole repository,
 * `/@id/…`, `/@vite/…`, `/node_modules/…`, `/src/…` the sources. A production build has none;
 * they are named so that a request for one is refused for what it is.
 */
const DEV_INTERNALS = /^\/(@|node_modules(\/|$)|src(\/|$)|__vite|__open-in-editor)/;

/** The emulator's own endpoints (its network switch, whatever comes): this machine's only. */
const EMULATOR_OWN = '/__emulator/';

/**
 * Whether an app proxy bound beyond loopback forwards a request, and if not why: only the API
 * (`/volleys/…`, any method) and the files of the app's production build in `appRoot` (GET and
 * HEAD) go on. The sandbox's control API, the emulator's own endpoints and the dev server's
 * internals are refused by name; any other path is not one of the app's files. A path the URL
 * parser would rewrite (`/volleys/../__sandbox/reset`, `%2e%2e`) is refused before any of that:
 * the server behind normalises it, so its prefix proves nothing. Null: forward it.
 */
export function exposedRefusal(appRoot: string, method: string, target: Target): Refusal | null {
  const { pathname, path } = target;
  if (new URL(pathname, 'http://proxy.invalid').pathname !== pathname || path.includes('\\'))
    return { status: 400, message: 'the path must be in its normal form (no dot segments)' };
  if (path.startsWith(SANDBOX_CONTROL_PREFIX))
    return { status: 403, message: "the sandbox's control API stays on this machine" };
  if (path.startsWith(EMULATOR_OWN))
    return { status: 403, message: "the emulator's own endpoints stay on this machine" };
  if (DEV_INTERNALS.test(path))
    return { status: 403, message: "the dev server's internals are not served beyond loopback" };
  if (pathname.startsWith(SANDBOX_API_PREFIX) && path.startsWith(SANDBOX_API_PREFIX)) return null;
  if (method !== 'GET' && method !== 'HEAD')
    return { status: 405, message: `${method} goes to the API (${SANDBOX_API_PREFIX}…) only` };
  if (path === '/') return null;
  const file = fileInside(appRoot, path);
  if (file && existsSync(file) && statSync(file).isFile()) return null;
  return { status: 404, message: "not one of the app's files" };
}
