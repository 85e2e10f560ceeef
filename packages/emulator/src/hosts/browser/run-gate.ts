import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Target } from '@hybrid-loan/dev-server';
import { REDACTED } from '../../core/redact';
import { RUN_ENTRY_PREFIX } from '../../types/run-entry';

/** The cookie that carries the run's secret once a browser has entered (never seen by the page). */
export const RUN_COOKIE = 'emulator-run';

/** A fresh secret for one run of an exposed proxy: 256 random bits, URL-safe. */
export const newRunSecret = (): string => randomBytes(32).toString('base64url');

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The request's cookies, as name and value pairs in their order. */
function cookiesOf(req: IncomingMessage): [string, string][] {
  return String(req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    });
}

/** Whether the request carries this run's cookie. */
export function hasRunCookie(req: IncomingMessage, secret: string): boolean {
  return cookiesOf(req).some(([name, value]) => name === RUN_COOKIE && sameSecret(value, secret));
}

/**
 * Takes the run's cookie out of a request before it goes on: the app's server never sees the
 * secret (nor logs it).
 */
export function dropRunCookie(req: IncomingMessage): void {
  if (req.headers.cookie === undefined) return;
  const kept = cookiesOf(req).filter(([name]) => name !== RUN_COOKIE);
  if (kept.length) req.headers.cookie = kept.map(([n, v]) => `${n}=${v}`).join('; ');
  else delete req.headers.cookie;
}

/** The entry URL for `path` on the proxy at `base`: the secret, then the path it leads to. */
export function runEntryUrl(base: string, secret: string, path: string): string {
  return new URL(`${RUN_ENTRY_PREFIX}${secret}/${path.replace(/^\/+/, '')}`, base).href;
}

/** The entry URL as lines and reports show it: the secret hidden, as redaction hides it. */
export function shownEntryUrl(base: string): string {
  return `${new URL(base).origin}${RUN_ENTRY_PREFIX}${REDACTED}/`;
}

/**
 * Answers a request for the entry path: with the right secret, the run's cookie (HttpOnly, so
 * the page's scripts never read it) and a redirect to the path after it, so the secret leaves the
 * address bar, the history and every Referer at once; with a wrong one, 403. False when the
 * request is not for the entry path.
 */
export function answerRunEntry(
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  secret: string,
): boolean {
  if (!target.pathname.startsWith(RUN_ENTRY_PREFIX)) return false;
  const rest = target.pathname.slice(RUN_ENTRY_PREFIX.length);
  const slash = rest.indexOf('/');
  const given = slash < 0 ? rest : rest.slice(0, slash);
  const next = slash < 0 ? '' : rest.slice(slash + 1);
  // `//host` after the secret would leave the origin: a redirect goes to this origin only.
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    !sameSecret(given, secret) ||
    next.startsWith('/')
  ) {
    res
      .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end(REFUSED_WITHOUT_SECRET);
    return true;
  }
  res
    .writeHead(303, {
      location: `/${next}${target.search}`,
      'set-cookie': `${RUN_COOKIE}=${secret}; Path=/; HttpOnly; SameSite=Lax`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .end();
  return true;
}

/** What a browser without the run's secret is told (the secret itself never in an answer body). */
export const REFUSED_WITHOUT_SECRET =
  'emulator proxy: this run\'s pages open only through the entry URL the run gave its browsers (a per-run secret); see the emulator README, "The proxy beyond loopback"';
