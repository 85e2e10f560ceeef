import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { BodyTooLarge, capBody, DEFAULT_MAX_BODY_BYTES, declaredTooLarge } from './body-limit';

/**
 * The checks every request to a local dev server (the sandbox server, the emulator's servers)
 * passes before any handler sees it. A malformed target is a 400 (never a thrown URIError that
 * takes the process down), a Host or Origin that is not this server's is refused (DNS rebinding: a
 * hostile page whose name resolves to 127.0.0.1), and a handler that throws costs its request, not
 * the server.
 */

export type Refusal = { status: number; message: string };

/** The request target, checked: origin-form only (`/path?query`), its path decodable. */
export type Target = { pathname: string; search: string; path: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Parses an origin-form request target; anything else (absolute-form, `//host`, bad %xx) is refused. */
export function parseTarget(raw: string | undefined): Target | Refusal {
  const bad = (message: string): Refusal => ({ status: 400, message });
  if (!raw?.startsWith('/') || raw[1] === '/' || raw.includes('\\'))
    return bad('request target must be a path');
  const query = raw.indexOf('?');
  const pathname = query < 0 ? raw : raw.slice(0, query);
  const search = query < 0 ? '' : raw.slice(query);
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return bad('malformed percent-encoding in the path');
  }
  if (path.includes('\0')) return bad('NUL in the path');
  return { pathname, search, path };
}

/** `host[:port]` from a Host header, or null when it is not one. */
function splitHost(value: string): { name: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value);
  return match?.[1] ? { name: match[1].toLowerCase(), port: match[2] ?? '80' } : null;
}

/**
 * Whether a Host (`name[:port]`) is this server's: a loopback name with the port it listens on, or
 * a host the operator configured (any port: a tunnel or LAN name fronts another one).
 */
export function isOwnHost(value: string | undefined, port: number, extra: string[] = []): boolean {
  const host = value ? splitHost(value) : null;
  if (!host) return false;
  if (extra.some((h) => h.toLowerCase() === host.name)) return true;
  return LOOPBACK.has(host.name) && host.port === String(port);
}

/**
 * Hosts configured beyond the loopback names in an environment variable, comma-separated: each
 * server names its own (`SANDBOX_ALLOWED_HOSTS=a.example,b.example`, `EMULATOR_ALLOWED_HOSTS=…`).
 */
export function configuredHosts(variable: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[variable] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

/** Checks a request's target, Host and Origin; the target when it may go on. */
export function checkRequest(
  req: IncomingMessage,
  extraHosts: string[] = [],
  crossOrigin?: GuardOptions['crossOrigin'],
): Target | Refusal {
  const port = req.socket.localPort ?? 0;
  if (!isOwnHost(req.headers.host, port, extraHosts))
    return { status: 421, message: 'this server does not answer for that Host' };
  const origin = req.headers.origin;
  if (origin !== undefined && !crossOrigin?.(origin, req.url ?? '')) {
    const url = /^https?:\/\/[^/?#]+$/i.test(origin) ? origin.replace(/^https?:\/\//i, '') : '';
    if (!isOwnHost(url, port, extraHosts))
      return { status: 403, message: 'requests from another origin are refused' };
  }
  return parseTarget(req.url);
}

/** The file under `root` a decoded path names, or null when it would leave `root`. */
export function fileInside(root: string, path: string): string | null {
  const base = resolve(root);
  const file = resolve(base, `.${path.startsWith('/') ? path : `/${path}`}`);
  // With the separator: a bare prefix check let `/dist` reach its sibling `/dist-other`.
  return file === base || file.startsWith(base + sep) ? file : null;
}

/**
 * The file a single-page app's server sends for a decoded path: the file under `root`, a folder's
 * own `index.html` (a prerendered page, `/en-IN/about/`), or the app's `index.html` when the path
 * names neither (a route of the app); null when it would leave `root`.
 */
export function appFile(root: string, path: string): string | null {
  const file = fileInside(root, path);
  if (!file) return null;
  if (!existsSync(file)) return join(root, 'index.html');
  if (!statSync(file).isDirectory()) return file;
  const page = join(file, 'index.html');
  return existsSync(page) ? page : join(root, 'index.html');
}

/**
 * A control API takes JSON only: a form a page posts (`text/plain`, `application/x-www-form-
 * urlencoded`, `multipart/form-data`) needs no CORS preflight, a JSON body does. Null when the
 * request may go on.
 */
export function jsonOnly(req: IncomingMessage, api = 'the control API'): Refusal | null {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return type === 'application/json'
    ? null
    : { status: 415, message: `${api} takes Content-Type: application/json` };
}

/** Ends a request with a refusal as plain JSON. */
export function refuse(res: ServerResponse, refusal: Refusal): void {
  if (res.headersSent || res.writableEnded) {
    res.destroy();
    return;
  }
  res
    .writeHead(refusal.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify({ code: refusal.status, message: refusal.message }));
}

/** How long a refused connection still waits for the client to read the answer and go. */
const LINGER_MS = 2000;

/**
 * Ends a request with a refusal and closes its connection: its body is never read. Node closes a
 * `Connection: close` answer at once, and closing a socket with unread input resets it, which
 * can reach a client still sending before the answer does: the client saw a reset, not the 413.
 * So the write side ends first and the socket goes when the client hangs up, or `LINGER_MS` later.
 */
function refuseAndClose(res: ServerResponse, refusal: Refusal): void {
  const socket = res.socket;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  if (socket && !socket.destroyed)
    socket.destroySoon = () => {
      socket.end();
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    };
  refuse(res, refusal);
}

export interface GuardOptions {
  /** The largest request body taken, in bytes (default {@link DEFAULT_MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
  /**
   * A foreign `Origin` this server takes for a request target (`/path?query`) all the same: the
   * server answers it with CORS headers of its own (the sandbox's API for the pages on the iOS
   * shell's package origin). Every other foreign Origin is refused with 403.
   */
  crossOrigin?: (origin: string, target: string) => boolean;
}

/**
 * Wraps a request handler: the checks above first, then the handler, whose synchronous throw or
 * rejected promise becomes a 500 for that request. A body over the ceiling is a 413: at once when
 * its `Content-Length` says so, or as soon as the streamed bytes pass it (the connection closes).
 */
export function guarded(
  handler: (req: IncomingMessage, res: ServerResponse, target: Target) => void | Promise<void>,
  extraHosts: string[] = [],
  options: GuardOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge: Refusal = {
    status: 413,
    message: `request bodies are limited to ${limit} bytes`,
  };
  return (req, res) => {
    const fail = (error: unknown) => refuse(res, { status: 500, message: String(error) });
    const target = checkRequest(req, extraHosts, options.crossOrigin);
    if ('status' in target) {
      refuseAndClose(res, target);
      return;
    }
    if (declaredTooLarge(req, limit)) {
      refuseAndClose(res, tooLarge);
      return;
    }
    capBody(req, limit, () => {
      refuseAndClose(res, tooLarge);
      // A handler still reading the body learns why it stopped when the connection goes (Node
      // would leave it waiting); destroying the request earlier would reset the socket at once.
      req.socket.once('close', () => {
        // Readers (for await, a pipe's owner) see the error; one that only pipes must not crash.
        req.on('error', () => undefined);
        req.destroy(new BodyTooLarge(limit));
      });
    });
    try {
      const done = handler(req, res, target);
      if (done) done.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
