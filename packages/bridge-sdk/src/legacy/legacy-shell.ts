import {
  BRIDGE_METHODS,
  type BridgeMethodName,
  DEFAULT_LEGACY_TABLE,
  type LegacyTable,
} from '../contract/methods.js';
import type { LegacyShell } from '../options.js';
import type { ShellGlobals } from '../protocols/detect.js';

/** @internal */
export interface LegacyEntry {
  name: string;
  args: string[];
}

// 'name(a, b?)' -> ['name', 'a,b?']; a bare name takes the default table's arguments.
const split = (sig = ''): string[] => sig.replace(/[\s)]/g, '').split('(');

/** @internal Parses a table. */
export const parseLegacy = (table: LegacyTable): Partial<Record<BridgeMethodName, LegacyEntry>> => {
  const out: Partial<Record<BridgeMethodName, LegacyEntry>> = {};
  for (const [m, sig] of Object.entries(table) as [BridgeMethodName, string][]) {
    const [name = '', args = split(DEFAULT_LEGACY_TABLE[m])[1] ?? ''] = split(sig);
    out[m] = { name, args: args.split(',').filter(Boolean) };
  }
  return out;
};

/**
 * The shell's legacy function `name`, taking the string arguments, if it has one: a method of
 * `nativeMethod` on Android (called on it, as the Java bridge requires), else an iOS handler.
 *
 * @internal
 */
export const legacyFn = (w: ShellGlobals, name = ''): ((args: string[]) => void) | undefined => {
  const fns = w.nativeMethod;
  const h = w.webkit?.messageHandlers?.[name];
  if (fns) return typeof fns[name] === 'function' ? (args) => fns[name]?.(...args) : undefined;
  return h && ((args) => h.postMessage(args));
};

/**
 * The string arguments of a legacy call (objects as JSON, an absent optional one as `''`), or
 * undefined when a required one is missing.
 *
 * @internal
 */
export const legacyArgs = (
  entry: LegacyEntry,
  params: Record<string, unknown>,
): string[] | undefined => {
  const args: string[] = [];
  for (const a of entry.args) {
    const k = a.replace('?', '');
    const v = params[k];
    if (v === undefined && k === a) return;
    args.push(v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  }
  return args;
};

/**
 * The protocol `legacy`, for shells already in the field: one native function per method, string
 * arguments, no replies. A page that may meet such a shell passes it to the bridge:
 * `createBridge(window, { legacy: legacyShell(table) })` (which also makes `legacy` the default
 * protocol). Pages for shells that all speak `message` leave it out, and with it its bytes.
 *
 * @param table - the brand's legacy names; default `DEFAULT_LEGACY_TABLE` (of
 *   `@hybrid-loan/bridge-sdk/contract`)
 * @returns what `BridgeOptions.legacy` takes
 * @public
 */
export function legacyShell(table: LegacyTable = DEFAULT_LEGACY_TABLE): LegacyShell {
  const entries = parseLegacy(table);
  const methods = (w: ShellGlobals): BridgeMethodName[] =>
    BRIDGE_METHODS.filter((m) => legacyFn(w, entries[m]?.name));
  return {
    // Android is recognised by `nativeMethod`, iOS by any handler of the table (WebKit handlers
    // cannot be listed).
    detect: (w) => (w.nativeMethod ? 'android' : methods(w).length ? 'ios' : undefined),
    methods,
    send: (w, method, params) => {
      const entry = entries[method];
      const args = entry && legacyArgs(entry, params);
      if (args) legacyFn(w, entry.name)?.(args);
      return !!args;
    },
  };
}
