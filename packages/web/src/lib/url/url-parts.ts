// The one place addresses are split into path and query (with link-parts.ts for the links the
// server sends). Plain functions, no router: the entry uses these before React, so they stay few.

/** `base?query` split at the first `?` (a URL without its hash, or a hash route). */
export function splitQuery(url: string): { base: string; query: URLSearchParams } {
  const q = url.indexOf('?');
  return q >= 0
    ? { base: url.slice(0, q), query: new URLSearchParams(url.slice(q + 1)) }
    : { base: url, query: new URLSearchParams() };
}

/** The hash's path and query (`#/loanDetails?orderId=1`); an empty hash is `/`. */
export function splitHash(hash: string): { path: string; query: URLSearchParams } {
  const { base, query } = splitQuery(hash.replace(/^#/, '') || '/');
  return { path: base.startsWith('/') ? base : `/${base}`, query };
}
