/**
 * The app's one storage module. Webviews can disable storage or throw on quota, so every access is
 * guarded: a failure degrades to "nothing stored" instead of breaking the page.
 */
export type StorageArea = 'local' | 'session';

const PREFIX = 'hl:';

function area(kind: StorageArea): Storage | null {
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

/** A zustand `persist` storage backed by this module (used by the persisted feature stores). */
export const zustandLocalStorage = {
  getItem: (name: string) => readJson<unknown>('local', name) as never,
  setItem: (name: string, value: unknown) => {
    writeJson('local', name, value);
  },
  removeItem: (name: string) => remove('local', name),
};
