import type { IncomingMessage } from 'node:http';
import { readBody } from '@hybrid-loan/dev-server';
import { type LivePackage, PackageRequestError } from '../package/live-package';

/** What the panel sends when a package file is chosen (`POST /api/package`). */
export interface ChosenPackage {
  /** The file's name, for the timeline. */
  name: string;
  /** The zip's bytes, base64. */
  zip: string;
  /** The public key's PEM text; without it, the emulator's `--public-key`. */
  publicKey?: string;
}

type Json = (status: number, value: unknown) => void;

/** The chosen package's fields, checked: a 400 says which is wrong. */
function chosenOf(value: unknown): ChosenPackage {
  const b = (value ?? {}) as Partial<Record<keyof ChosenPackage, unknown>>;
  if (typeof b.zip !== 'string' || !b.zip)
    throw new PackageRequestError('body must have "zip": the package file, base64');
  if (b.publicKey !== undefined && (typeof b.publicKey !== 'string' || !b.publicKey.trim()))
    throw new PackageRequestError('"publicKey" must be the PEM text of a public key');
  return {
    name: typeof b.name === 'string' && b.name ? b.name.slice(0, 200) : 'the chosen file',
    zip: b.zip,
    ...(b.publicKey ? { publicKey: b.publicKey } : {}),
  };
}

/**
 * The panel's package routes: `GET /api/package` (the shell's state and timeline notes),
 * `POST /api/package` (a chosen package file, verified then taken or refused),
 * `POST /api/package/open` (the panel opened the device's pages, `{ "way": "ios" }` for an
 * iPhone profile that loads the package's own origin) and `POST /api/package/health`
 * (the page on screen reported healthy: the panel sees its calls).
 * Answers and returns true when `path` is one of them.
 */
export function answerPackageRoute(
  live: LivePackage | undefined,
  req: IncomingMessage,
  path: string,
  json: Json,
): boolean {
  if (path !== '/api/package' && path !== '/api/package/health' && path !== '/api/package/open')
    return false;
  if (!live) {
    json(404, { error: 'this host serves no package' });
    return true;
  }
  const fail = (error: Error) =>
    json(error instanceof PackageRequestError ? 400 : 500, { error: error.message });
  if (path === '/api/package/open' && req.method === 'POST') {
    readBody(req)
      .then((raw) => {
        // `{ "way": "ios" }`: an iPhone profile whose view can load the package's own origin.
        let way: unknown;
        try {
          way = (JSON.parse(raw.toString('utf8') || '{}') as { way?: unknown })?.way;
        } catch {
          throw new PackageRequestError('the body is not JSON');
        }
        if (way !== undefined && way !== 'ios' && way !== 'android')
          throw new PackageRequestError('"way" must be "ios" or "android"');
        live.opened(way);
        json(200, live.state());
      })
      .catch(fail);
  } else if (path === '/api/package/health' && req.method === 'POST') {
    live.reported();
    json(200, live.state());
  } else if (path === '/api/package' && req.method === 'GET') {
    json(200, live.state());
  } else if (path === '/api/package' && req.method === 'POST') {
    readBody(req)
      .then((raw) => {
        let value: unknown;
        try {
          value = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new PackageRequestError('the body is not JSON');
        }
        const chosen = chosenOf(value);
        return live.choose(Buffer.from(chosen.zip, 'base64'), chosen.name, chosen.publicKey);
      })
      .then((state) => json(200, state))
      .catch(fail);
  } else {
    json(405, { error: `${req.method} is not allowed on ${path}` });
  }
  return true;
}
