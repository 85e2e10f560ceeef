import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { refuse, type Target } from '@hybrid-loan/dev-server';

/**
 * The upstream URL for a checked request target: always on the app's origin. The guard already
 * refused absolute-form and `//host` targets; this is the last word should one ever get by.
 */
export function upstreamUrl(appOrigin: string, target: Target): URL | null {
  const origin = new URL(appOrigin).origin;
  const url = new URL(`${origin}${target.pathname}${target.search}`);
  return url.origin === origin ? url : null;
}

/** The `host[:port]` of an Origin header, or null for `null` and other non-URLs. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Request headers as the app's server should see them: its own Host, and its Origin for ours. */
export function upstreamHeaders(req: IncomingMessage, url: URL): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = value;
  headers.host = url.host;
  // The host the client used (the guard checked it): the app's server writes the absolute URLs of
  // its answers (agreements, uploads, logos) on it, not on the origin behind this proxy. Behind
  // another proxy of ours (the panel's in front of the web app's), the first one's stays.
  if (req.headers.host && !req.headers['x-forwarded-host'])
    headers['x-forwarded-host'] = req.headers.host;
  // Our own Origin becomes the app's, which the app's server checks against its own. A foreign one
  // the guard let by (the iOS way's pages calling the API) goes on as it is, answered by CORS.
  const origin = req.headers.origin;
  if (origin !== undefined && originHost(origin) === req.headers.host) headers.origin = url.origin;
  return headers;
}

/**
 * Passes a checked request on to the app's origin (400 `refusal` for a target off it) and hands the
 * answer to `onAnswer`, a failed upstream to `onError`. A request cut short (the guard's body
 * ceiling, a client gone) ends its upstream one too.
 */
export function forwardRequest(
  appOrigin: string,
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  how: {
    refusal: string;
    headers?: Record<string, string>;
    onAnswer(up: IncomingMessage): void;
    onError(error: Error): void;
  },
): void {
  const url = upstreamUrl(appOrigin, target);
  if (!url) {
    refuse(res, { status: 400, message: how.refusal });
    return;
  }
  const headers = { ...upstreamHeaders(req, url), ...how.headers };
  const upstream = httpRequest(url, { method: req.method, headers }, how.onAnswer);
  upstream.on('error', how.onError);
  req.on('close', () => {
    if (!req.complete) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * The origins of a panel served at `panelUrl`: the one it has and its other loopback names on the
 * same port (the guard answers to all three, so the panel may be opened under any of them).
 */
export function panelOrigins(panelUrl: string): string[] {
  const url = new URL(panelUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Response headers for a page the panel frames: the emulator stands in for the native shell, so
 * the production rule "no one frames these pages" is narrowed to "only the panel frames them":
 * `frame-ancestors` names the panel's origins (`'none'` while there is no panel, as in headless
 * runs), whatever the app's own policy said. X-Frame-Options (which cannot name an origin) goes;
 * `frame-ancestors` overrides it in every browser anyway. Every other header passes unchanged.
 */
export function framableHeaders(
  headers: IncomingHttpHeaders,
  ancestors: readonly string[],
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  delete out['x-frame-options'];
  const frameAncestors = `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`;
  const csp = out['content-security-policy'];
  const kept =
    typeof csp === 'string'
      ? csp
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d && !/^frame-ancestors\b/i.test(d))
      : [];
  out['content-security-policy'] = [...kept, frameAncestors].join('; ');
  return out;
}
