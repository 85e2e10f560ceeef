import type { Platform } from '../method-types.js';

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

/** @internal Which shell's protocol `message` globals are present, if any. */
export const detectMessage = (w: ShellGlobals): Platform | undefined =>
  typeof w.LoanNative?.postMessage === 'function'
    ? 'android'
    : w.webkit?.messageHandlers?.loanNative
      ? 'ios'
      : undefined;
