// Links the server sends, split where their parameters go; beside url-parts.ts, apart from the
// entry (which needs only the hash's parts).

/** `base?query`, or `base` alone when the query is empty. */
export function joinQuery(base: string, query: URLSearchParams): string {
  const s = query.toString();
  return s ? `${base}?${s}` : base;
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
