/**
 * A run-time check of a value that crossed the bridge (params before sending, results and events
 * when they arrive).
 *
 * @public
 */
export type Check = (value: unknown) => boolean;

/** @internal */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * @internal `Object.hasOwn` without it: Chrome 93 and Safari 15.4 added it, below the support
 * floor (Android System WebView 80, iOS 14).
 */
// biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is above the floor.
export const own = (o: object, k: PropertyKey): boolean => ({}).hasOwnProperty.call(o, k);

/** @internal */
export const str = (v: unknown): v is string => typeof v === 'string';

/** @internal */
export const bool: Check = (v) => typeof v === 'boolean';

/** @internal */
// Number.isFinite does not coerce: false for anything but a finite number.
export const num: Check = (v) => Number.isFinite(v);

/** @internal */
export const any: Check = () => true;

/** @internal An array whose items all pass `c`. */
export const arr =
  (c: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(c);

/** @internal A record whose values all pass `c`. */
export const rec =
  (c: Check): Check =>
  (v) =>
    isObj(v) && Object.values(v).every(c);

/** @internal One of the given literals. */
export const lit =
  (...xs: readonly unknown[]): Check =>
  (v) =>
    xs.includes(v);

/**
 * An object with the `req` keys (required) and `opt` keys (may be absent). A key whose value is
 * undefined counts as absent, as in JSON. `closed` refuses other keys: params are checked closed,
 * results and events open so newer shells may add fields. (No `?.` calls: the web app's build for
 * the support floor lowers optional chaining into longer code.)
 *
 * @internal
 */
export const obj =
  (req: Record<string, Check>, opt: Record<string, Check> = {}, closed?: 1): Check =>
  (v) =>
    isObj(v) &&
    Object.keys(req).every((k) => (req[k] as Check)(v[k])) &&
    Object.keys(v).every(
      (k) => v[k] === undefined || own(req, k) || (own(opt, k) ? (opt[k] as Check)(v[k]) : !closed),
    );
