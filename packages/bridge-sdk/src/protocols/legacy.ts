import { DEFAULT_LEGACY_TABLE, type LegacyTable } from '../contract/methods.js';
import type { MethodName } from '../contract.js';
import type { Platform } from '../contract-types.js';
import type { ShellGlobals } from './detect.js';

/** @internal */
export interface LegacyEntry {
  name: string;
  args: string[];
}

// 'name(a, b?)' -> ['name', 'a,b?']; a bare name takes the default table's arguments.
const split = (sig = ''): string[] => sig.replace(/[\s)]/g, '').split('(');

/** @internal Parses a table. */
export const parseLegacy = (table: LegacyTable): Partial<Record<MethodName, LegacyEntry>> => {
  const out: Partial<Record<MethodName, LegacyEntry>> = {};
  for (const [m, sig] of Object.entries(table) as [MethodName, string][]) {
    const [name = '', args = split(DEFAULT_LEGACY_TABLE[m])[1] ?? ''] = split(sig);
    out[m] = { name, args: args.split(',').filter(Boolean) };
  }
  return out;
};

/** @internal Hands the call over; false when a required argument is missing. */
export const sendLegacy = (
  w: ShellGlobals,
  platform: Platform,
  entry: LegacyEntry,
  params: Record<string, unknown>,
): boolean => {
  const args: string[] = [];
  for (const a of entry.args) {
    const optional = a.endsWith('?');
    const v = params[optional ? a.slice(0, -1) : a];
    if (v === undefined && !optional) return false;
    args.push(v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  }
  if (platform === 'android')
    (w.nativeMethod as Record<string, (...a: string[]) => void>)[entry.name]?.(...args);
  else w.webkit?.messageHandlers?.[entry.name]?.postMessage(args);
  return true;
};
