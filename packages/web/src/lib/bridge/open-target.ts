import { withoutIdentity } from '../safe-url';
import { joinQuery, linkParts } from '../url/link-parts';
import { splitQuery } from '../url/url-parts';
import { openServerUrl } from './open-server-url';

type Query = Record<string, string>;

/** The route of this app a URL points to (`#/x?y`, or this document with such a hash), else null. */
export function ownRoute(
  raw: string,
  here: Pick<Location, 'href'> = window.location,
): string | null {
  const t = raw.trim();
  if (t.startsWith('#/')) return t.slice(1);
  try {
    const url = new URL(t);
    const me = new URL(here.href);
    if (url.origin === me.origin && url.pathname === me.pathname && url.hash.startsWith('#/'))
      return url.hash.slice(1);
  } catch {
    return null;
  }
  return null;
}

function appendQuery(url: string, params: Query): string {
  const { base, query } = splitQuery(url);
  for (const [k, v] of Object.entries(params)) query.set(k, v);
  return joinQuery(base, query);
}

/**
 * Adds params to a URL: into the hash's query when it is a hash route (our pages and other hash
 * apps read them there), else into the ordinary query.
 */
export function withQuery(raw: string, params: Query): string {
  const { head, part, tail } = linkParts(raw);
  return head + appendQuery(part, params) + tail;
}

/**
 * Goes where a server URL points with the params added: our own routes in-app through the router's
 * `navigate`, anything else through the safe-URL rule (http(s) in the page, other schemes to the
 * shell, script URLs refused). The identity keys a server link carries are dropped, never adopted:
 * the borrower is who the shell says, and a link cannot switch them.
 */
export async function openTarget(
  raw: string,
  params: Query,
  navigate: (route: string) => void,
): Promise<'app' | 'web' | 'browser' | 'native' | 'refused'> {
  const target = withQuery(raw, params);
  const route = ownRoute(target);
  if (route !== null) {
    navigate(
      new URL(withoutIdentity(new URL(`#${route}`, window.location.href).href)).hash.slice(1),
    );
    return 'app';
  }
  return openServerUrl(target);
}
