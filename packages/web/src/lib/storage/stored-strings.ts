import { area, PREFIX } from './storage';
/**
 * Every string the app keeps in both areas (the leaves of its JSON values, at least `min`
 * characters long): the field reports' scrubber hides them wherever they turn up in a message.
 */
export function storedStrings(min = 4): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= min) found.push(value);
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const kind of ['local', 'session'] as const) {
    const store = area(kind);
    for (let i = 0; store && i < store.length; i += 1) {
      try {
        const key = store.key(i);
        if (key?.startsWith(PREFIX)) walk(JSON.parse(store.getItem(key) ?? 'null'));
      } catch {
        // Storage unavailable or a value not JSON: nothing more to hide from it.
      }
    }
  }
  return found;
}
