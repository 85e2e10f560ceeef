import { useSyncExternalStore } from 'react';

/**
 * Hash routing (`#/path?query`), as the shells and old links open pages. Hand-written (~1 KB)
 * because the router libraries cost more of the 100 KB budget than everything this app needs.
 */
export interface HashLocation {
  path: string;
  query: URLSearchParams;
  /** The raw hash without '#', for keys and comparisons. */
  href: string;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const pathPart = q >= 0 ? raw.slice(0, q) : raw;
  const path = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  return { path, query: new URLSearchParams(q >= 0 ? raw.slice(q + 1) : ''), href: raw };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

let cache: { hash: string; location: HashLocation } | null = null;
function snapshot(): HashLocation {
  const hash = window.location.hash;
  if (!cache || cache.hash !== hash) cache = { hash, location: parseHash(hash) };
  return cache.location;
}

export function useHashLocation(): HashLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Builds `/path?a=1` from a path and params, skipping empty values. */
export function buildPath(
  path: string,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

/** Moves to another route of this app. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const hash = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (options.replace) {
    window.history.replaceState(window.history.state, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = hash;
  }
}

/** `decodeURIComponent`, or null for a malformed escape (`%E0%A4%A`) instead of a throw. */
export function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches `/borrowDetail/:orderId` style patterns; returns the params or null. A parameter that
 * is not valid percent-encoding does not match, so a broken link shows the not-found page.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const part = p[i] as string;
    const seg = s[i] as string;
    if (part.startsWith(':')) {
      const value = safeDecode(seg);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part !== seg) return null;
  }
  return params;
}
