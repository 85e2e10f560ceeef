import type { BridgeMethodName } from '../contract/methods.js';
import { type BridgeErrorCode, ERROR_CODES } from '../errors.js';
import type { Platform } from '../method-types.js';
import { isObj } from '../validate.js';
import type { ShellGlobals } from './detect.js';

/**
 * A call from the page to the shell (protocol `message`).
 *
 * @public
 */
export interface WireCall {
  /** Always 1. */
  bridge: 1;
  /** Random per page load; the reply must carry it back. */
  session: string;
  /** Per call; the reply must carry it back. */
  id: number;
  /** The contract method. */
  method: BridgeMethodName;
  /** The method's params (`{}` when it takes none). */
  params: unknown;
}

/**
 * A reply from the shell to one call (protocol `message`).
 *
 * @public
 */
export type WireReply =
  | { bridge: 1; session: string; id: number; ok: true; result: unknown }
  | { bridge: 1; session: string; id: number; ok: false; error: { code: string; message: string } };

/**
 * An event from the shell.
 *
 * @public
 */
export interface WireEvent {
  /** Always 1. */
  bridge: 1;
  /** The event name. */
  event: string;
  /** The event data (`{}` when it has none). */
  data: unknown;
}

/** @internal Android takes a JSON string (strings only cross addJavascriptInterface); iOS an object. */
export const sendMessage = (w: ShellGlobals, platform: Platform, msg: WireCall): void =>
  platform === 'android'
    ? (w.LoanNative as { postMessage(json: string): void }).postMessage(JSON.stringify(msg))
    : (w.webkit as Required<ShellGlobals>['webkit']).messageHandlers?.loanNative?.postMessage(msg);

/**
 * @internal Why a shell's `ok: false` reply fails its call: the reply's code when it is one of the
 * contract's, else `NATIVE_ERROR` (a shell's own code), and the reply's message.
 */
export const replyFailure = (reply: Record<string, unknown>): [BridgeErrorCode, string] => {
  const error: Record<string, unknown> = isObj(reply.error) ? reply.error : {};
  const code = ERROR_CODES.includes(error.code as BridgeErrorCode)
    ? (error.code as BridgeErrorCode)
    : 'NATIVE_ERROR';
  return [code, String(error.message ?? code)];
};
