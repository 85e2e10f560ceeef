import type { BridgeMethodName } from './contract/methods.js';
import type { BridgeError } from './errors.js';
import type { Platform, Protocol } from './method-types.js';
import type { ShellGlobals } from './protocols/detect.js';
import type { FallbackOptions } from './web-fallbacks.js';

/**
 * What `onCall` receives when a call is routed (to the shell or its web fallback), or fails
 * before that.
 *
 * @public
 */
export interface CallInfo {
  /** The call's id (the wire `id` for protocol `message`). */
  id: number;
  /** The contract method. */
  method: BridgeMethodName;
  /** The params as given. */
  params: unknown;
  /** The bridge's protocol. */
  protocol: Protocol;
  /** The platform at the time. */
  platform: Platform;
  /** `Date.now()` when the call was made. */
  at: number;
}

/**
 * What `onResult` receives when a call settles.
 *
 * @public
 */
export interface ResultInfo {
  /** The call's id. */
  id: number;
  /** The contract method. */
  method: BridgeMethodName;
  /** Whether it resolved. */
  ok: boolean;
  /** The result, when it resolved. */
  result?: unknown;
  /** The error, when it rejected. */
  error?: BridgeError;
  /** Milliseconds from the call to its end. */
  ms: number;
}

/**
 * Something the shell sent (or did) that the SDK dropped instead of throwing into the page.
 *
 * - `malformed`: invalid JSON, not a bridge message, a bad result or bad event data.
 * - `stale`: a reply whose session is not this page load's (a reply after a reload).
 * - `unknown`: a reply to no pending call (late, duplicate, or to a navigating call) or an
 *   unknown event.
 * - `send`: the shell's `postMessage` (or legacy function) threw.
 * - `handler`: an event handler or a hook threw.
 * - `hello`: the handshake failed; the shell is assumed to implement every method.
 *
 * @public
 */
export interface Diagnostic {
  /** The kind of problem. */
  code: 'malformed' | 'stale' | 'unknown' | 'send' | 'handler' | 'hello';
  /** What happened, for logs. */
  message: string;
  /** The offending message or value. */
  data?: unknown;
}

/**
 * The protocol `legacy`, as `legacyShell(table)` of `@hybrid-loan/bridge-sdk/legacy` makes it (a
 * separate entry, so pages whose shells all speak `message` do not bundle it).
 *
 * @public
 */
export interface LegacyShell {
  /** Which legacy shell's globals are on the page, if any. */
  detect(w: ShellGlobals): Platform | undefined;
  /** The contract methods the shell has a function for. */
  methods(w: ShellGlobals): BridgeMethodName[];
  /** Hands a call to the shell; false when a required argument is missing (nothing is sent). */
  send(w: ShellGlobals, method: BridgeMethodName, params: Record<string, unknown>): boolean;
}

/**
 * Options of {@link createBridge}.
 *
 * @public
 */
export interface BridgeOptions {
  /** The wire format. Default `'legacy'` when `legacy` is given, else `'message'`. */
  protocol?: Protocol;
  /**
   * The protocol `legacy` with the brand's legacy names: `legacyShell(table)` of
   * `@hybrid-loan/bridge-sdk/legacy`. Without it the bridge speaks only `message`.
   */
  legacy?: LegacyShell;
  /** Default timeout of each call, in ms. Default 10000. */
  timeoutMs?: number;
  /** How long to wait for the shell's globals (and its `hello`), in ms. Default 1500. */
  readyTimeoutMs?: number;
  /** What the web fallbacks need. */
  fallback?: FallbackOptions;
  /**
   * The brand's own app schemes (lower case, without `:`, e.g. `['rupiahku']`) that `openPage`
   * may open besides `https:` and the page's own origin; see {@link isOpenableUrl}.
   */
  schemes?: string[];
  /** Fixes the session id (tests and conformance vectors); default random per page load. */
  sessionId?: string;
  /** Called when each call is routed. */
  onCall?: (info: CallInfo) => void;
  /** Called when each call settles. */
  onResult?: (info: ResultInfo) => void;
  /** Called for everything dropped instead of thrown. */
  onDiagnostic?: (diagnostic: Diagnostic) => void;
}
