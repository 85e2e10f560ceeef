import type { Platform, Protocol } from '../contract-types.js';

/**
 * The globals a shell injects into the page (and the one the SDK installs, `LoanNativeReceive`).
 *
 * @public
 */
export interface ShellGlobals {
  /** Android, protocol `message`: an `addJavascriptInterface` object taking JSON strings. */
  LoanNative?: { postMessage(json: string): void };
  /** iOS: `loanNative` (protocol `message`) or one handler per legacy name (protocol `legacy`). */
  webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
  /** Android, protocol `legacy`: one function per legacy name, string arguments. */
  nativeMethod?: Record<string, ((...args: string[]) => void) | undefined>;
  /** Installed by the SDK: the shell calls it with each reply or event (JSON string or object). */
  LoanNativeReceive?: (message: unknown) => void;
}

/**
 * Which shell's globals are present for `protocol`, if any. Legacy iOS is recognised by any of the
 * table's handler names, since WebKit handlers cannot be listed.
 *
 * @internal
 */
export const detect = (
  w: ShellGlobals,
  protocol: Protocol,
  legacyNames: string[],
): Platform | undefined => {
  const h = w.webkit?.messageHandlers;
  if (protocol === 'message') {
    return typeof w.LoanNative?.postMessage === 'function' ? 'android' : h?.loanNative && 'ios';
  }
  return w.nativeMethod ? 'android' : legacyNames.some((n) => h?.[n]) ? 'ios' : undefined;
};

/** @internal Whether the legacy shell has the function `name`. */
export const hasLegacy = (w: ShellGlobals, platform: Platform, name: string): boolean =>
  platform === 'android'
    ? typeof w.nativeMethod?.[name] === 'function'
    : !!w.webkit?.messageHandlers?.[name];
