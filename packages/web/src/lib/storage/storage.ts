/**
 * The app's one storage module. Webviews can disable storage or throw on quota, so every access is
 * guarded: a failure degrades to "nothing stored" instead of breaking the page.
 */
export type StorageArea = 'local' | 'session';

/** Every key the app writes starts with it. */
export const PREFIX = 'hl:';

export function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(kind: StorageArea, key: string): T | null {
  try {
    const raw = area(kind)?.getItem(PREFIX + key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): boolean {
  try {
    area(kind)?.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function remove(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: storage is unavailable, so nothing was stored either.
  }
}

/** Keys under this prefix hold a borrower's own data (drafts): cleared when the session ends. */
export const BORROWER_PREFIX = 'borrower:';

/**
 * Removes what is kept for borrowers (keys under `borrower:`) from both areas: every borrower's
 * with no argument; with `who`, every borrower's but that one's (`borrower:<who>:…`), and not a
 * key without a borrower part (an earlier build's shared store, left to its owner to split).
 */
export function clearBorrowerData(who?: string): void {
  const start = PREFIX + BORROWER_PREFIX;
  for (const kind of ['local', 'session'] as const) {
    try {
      const store = area(kind);
      if (!store) continue;
      const keys: string[] = [];
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (!key?.startsWith(start)) continue;
        const rest = key.slice(start.length);
        const colon = rest.indexOf(':');
        if (who === undefined || (colon >= 0 && (!who || rest.slice(0, colon) !== who)))
          keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
}

/**
 * A short one-way digest (53 bits, cyrb53) naming a borrower in storage keys, so neither the
 * token nor the borrower id is ever written out. Not for security decisions: only a name.
 */
export function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
