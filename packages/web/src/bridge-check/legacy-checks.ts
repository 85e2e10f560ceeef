import type { ShellGlobals } from '@hybrid-loan/bridge-sdk';
import { BRIDGE_METHODS, type LegacyTable } from '@hybrid-loan/bridge-sdk/contract';
import { legacyShell } from '@hybrid-loan/bridge-sdk/legacy';
import type { Collector } from './results';

/**
 * A legacy shell, checked against the brand's legacy table: a function for each method of the
 * table (Android `nativeMethod.<name>`, iOS `messageHandlers.<name>`); methods it lacks are
 * skipped (the page runs their web fallback). Legacy calls have no replies, so this is what a
 * page can see of them before the guided steps.
 */
export function legacyChecks(
  out: Collector,
  win: Window,
  platform: 'android' | 'ios',
  table: LegacyTable,
): string[] {
  const w = win as unknown as ShellGlobals;
  const has = legacyShell(table).methods(w);
  out.add('legacy.detected', true, undefined, `${platform} legacy shell`);
  const where = platform === 'android' ? 'window.nativeMethod' : 'window.webkit.messageHandlers';
  for (const m of BRIDGE_METHODS) {
    const signature = table[m];
    if (!signature) continue;
    const name = signature.replace(/\(.*$/, '');
    out.add(
      `legacy.${m}`,
      has.includes(m) ? true : 'skip',
      `${where}.${name} (${signature})`,
      has.includes(m) ? `${name} present` : `${name} absent`,
    );
  }
  return has;
}
