/**
 * The identity the shell puts in a page's URL, in the order of the routes contract. Pages read it
 * once at start and remove it from the visible URL; it is never logged nor kept in localStorage.
 *
 * @public
 */
export const IDENTITY_KEYS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'languageType',
] as const;

/**
 * One identity parameter.
 *
 * @public
 */
export type IdentityKey = (typeof IDENTITY_KEYS)[number];

/**
 * The identity a URL carries (any key may be absent: a signed-out page has no `token`).
 *
 * @public
 */
export type Identity = { [K in IdentityKey]?: string };

function collect(params: URLSearchParams, into: Identity): boolean {
  let found = false;
  for (const key of IDENTITY_KEYS) {
    const value = params.get(key);
    if (value !== null) {
      into[key] = value;
      params.delete(key);
      found = true;
    }
  }
  return found;
}

/**
 * What {@link takeIdentity} found.
 *
 * @public
 */
export interface TakenIdentity {
  /** The identity keys present in the URL (the hash's query wins over the ordinary query). */
  identity: Identity;
  /** Whether the URL had any identity key. */
  found: boolean;
  /** The URL without the identity keys (other parameters kept). */
  url: URL;
}

/**
 * Reads the identity from a page URL, from the query inside the hash (`#/path?token=...`, where
 * the shells put it) and from the ordinary query, and gives the URL without it.
 *
 * @param href - an absolute URL
 * @public
 */
export function takeIdentity(href: string): TakenIdentity {
  const url = new URL(href);
  const identity: Identity = {};
  let found = collect(url.searchParams, identity);
  const hash = url.hash;
  const q = hash.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    if (collect(params, identity)) found = true;
    const rest = params.toString();
    url.hash = hash.slice(0, q) + (rest ? `?${rest}` : '');
  }
  return { identity, found, url };
}

/**
 * Puts an identity into a hash URL the way the shell does: `base/#/path?query&identity`. `base`
 * may name a page file (`https://h/bridge-check.html`: then `…/bridge-check.html#/…`). `route`
 * may be a path (`/repay?x=1`), a hash (`#/repay`) or a full URL (its origin and path then replace
 * `base`); a key set to `''` is removed (how a signed-out borrower is opened), an absent one kept.
 *
 * @param base - the app's address, e.g. `http://localhost:5173/`
 * @param route - the page, e.g. `/loanDetails?productId=1`
 * @param identity - the keys to set
 * @public
 */
export function putIdentity(base: string, route: string, identity: Identity): string {
  let origin = base;
  let hash = route;
  if (/^https?:/.test(route)) {
    const url = new URL(route);
    origin = `${url.origin}${url.pathname}`;
    hash = url.hash || '#/';
  }
  // A page file (`…/bridge-check.html`) takes the hash directly; a folder gets its slash.
  const file = /\.[^/]*$/.test(origin.replace(/^[a-z]+:\/\/[^/]*/i, ''));
  origin = origin.replace(/\/$/, '');
  hash = hash.replace(/^#/, '');
  if (hash.charAt(0) !== '/') hash = `/${hash}`;
  const [path = '/', query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(identity)) {
    if (value === undefined) continue;
    if (value === '') params.delete(key);
    else params.set(key, value);
  }
  const q = params.toString();
  return `${origin}${file ? '' : '/'}#${path}${q ? `?${q}` : ''}`;
}
