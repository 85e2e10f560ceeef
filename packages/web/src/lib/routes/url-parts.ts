// The one place addresses are split into path and query: the hash route of this app, and the
// links the server sends. Plain functions, no router: the entry uses them before React.

/** `base?query` split at the first `?` (a URL without its hash, or a hash route). */
export function splitQuery(url: string): { base: string; query: URLSearchParams } {
  const q = url.indexOf('?');
  return q >= 0
    ? { base: url.slice(0, q), query: new URLSearchParams(url.slice(q + 1)) }
    : { base: url, query: new URLSearchParams() };
}

/** `base?query`, or `base` alone when the query is empty. */
export function joinQuery(base: string, query: URLSearchParams): string {
  const s = query.toString();
  return s ? `${base}?${s}` : base;
}

/** The hash's path and query (`#/loanDetails?orderId=1`); an empty hash is `/`. */
export function splitHash(hash: string): { path: string; query: URLSearchParams } {
  const { base, query } = splitQuery(hash.replace(/^#/, '') || '/');
  return { path: base.startsWith('/') ? base : `/${base}`, query };
}

/**
 * Where a link's parameters go: the route inside its hash when it is a hash route (`…#/x?y`: our
 * pages and other hash apps read them there), else the link without its hash; `head` and `tail`
 * are what stays around that part.
 */
export function linkParts(url: string): { head: string; part: string; tail: string } {
  const t = url.trim();
  const hash = t.indexOf('#');
  if (hash >= 0 && t.charAt(hash + 1) === '/')
    return { head: t.slice(0, hash + 1), part: t.slice(hash + 1), tail: '' };
  if (hash >= 0) return { head: '', part: t.slice(0, hash), tail: t.slice(hash) };
  return { head: '', part: t, tail: '' };
}
