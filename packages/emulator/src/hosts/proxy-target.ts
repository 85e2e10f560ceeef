import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Target } from '@hybrid-loan/dev-server';

/**
 * The upstream URL for a checked request target: always on the app's origin. The guard already
 * refused absolute-form and `//host` targets; this is the last word should one ever get by.
 */
export function upstreamUrl(appOrigin: string, target: Target): URL | null {
  const origin = new URL(appOrigin).origin;
  const url = new URL(`${origin}${target.pathname}${target.search}`);
  return url.origin === origin ? url : null;
}

/** Request headers as the app's server should see them: its own Host, and its Origin for ours. */
export function upstreamHeaders(req: IncomingMessage, url: URL): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = value;
  headers.host = url.host;
  // The guard let only our own Origin by; the app's server checks it against its own.
  if (req.headers.origin !== undefined) headers.origin = url.origin;
  return headers;
}

/**
 * Response headers for a page the panel frames: the emulator stands in for the native shell, so
 * the production rule "no one frames these pages" (frame-ancestors, X-Frame-Options) is lifted
 * here, and only here. Every other header passes unchanged.
 */
export function framableHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  delete out['x-frame-options'];
  const csp = out['content-security-policy'];
  if (typeof csp === 'string')
    out['content-security-policy'] = csp
      .split(';')
      .filter((d) => !/^\s*frame-ancestors\b/i.test(d))
      .join(';');
  return out;
}
