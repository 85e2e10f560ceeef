import { type BridgeMethodName, DEFAULT_LEGACY_TABLE } from '@hybrid-loan/bridge-sdk/contract';
import type { CallEntry } from '../types/call-entry';
import type { ShimConfig } from '../types/shim-config';

const SIGNATURE = /^\s*([\w$]+)\s*(?:\((.*)\))?\s*$/;

type Reported = Pick<CallEntry, 'method' | 'params' | 'legacy'>;

/**
 * The globals of an older shell (protocol legacy): one function per name of the brand's table,
 * taking string arguments in the signature's order, answering nothing. Android gets them as
 * `window.nativeMethod.<name>(...)`, iOS as `webkit.messageHandlers.<name>.postMessage([...])`.
 */
export function legacyGlobals(config: ShimConfig, report: (entry: Reported) => void) {
  const table: Record<string, string | undefined> = config.legacyTable ?? DEFAULT_LEGACY_TABLE;
  const functions: Record<string, (...args: string[]) => void> = {};
  const handlers: Record<string, { postMessage(args: string[]): void }> = {};
  for (const [method, signature] of Object.entries(table)) {
    if (config.methods && !config.methods.includes(method)) continue;
    const [, name, list] = SIGNATURE.exec(signature ?? '') ?? [];
    if (!name) continue;
    // A bare name takes the default table's arguments, as the SDK does.
    const argNames = (
      list ??
      SIGNATURE.exec(DEFAULT_LEGACY_TABLE[method as BridgeMethodName] ?? '')?.[2] ??
      ''
    )
      .split(',')
      .flatMap((a) => a.trim() || []);
    const fn = (...args: string[]) => {
      const params: Record<string, string> = {};
      argNames.forEach((a, i) => {
        const key = a.replace(/\?$/, '');
        const v = args[i];
        if (v !== undefined && !(a.endsWith('?') && v === '')) params[key] = String(v);
      });
      report({ method, params, legacy: { name, args: args.map(String) } });
    };
    functions[name] = fn;
    handlers[name] = { postMessage: (args: string[]) => fn(...(Array.isArray(args) ? args : [])) };
  }
  return { functions, handlers };
}
