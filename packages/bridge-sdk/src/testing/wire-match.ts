/**
 * JSON with sorted keys, so two objects compare equal whatever their key order (`undefined`
 * becomes the string `'undefined'`).
 *
 * @internal
 */
export const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  ) ?? 'undefined';

/**
 * Replaces the placeholders `"<session>"` and `"<id>"` of a vector, keeping key order (Android
 * messages are compared as exact JSON strings).
 *
 * @internal
 */
export const substitute = (v: unknown, session: string, id: unknown): unknown =>
  JSON.parse(JSON.stringify(v), (_, x) => (x === '<session>' ? session : x === '<id>' ? id : x));
