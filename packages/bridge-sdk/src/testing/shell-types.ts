import type { LegacyTable } from '../contract/methods.js';
import type { Protocol } from '../method-types.js';

/**
 * An error a shell replies with: `{ code, message }` (a `BridgeError` qualifies).
 *
 * @public
 */
export interface BridgeErrorLike {
  /** A contract error code, or the shell's own (the SDK then reports `NATIVE_ERROR`). */
  code: string;
  /** What went wrong. */
  message: string;
}

/**
 * Scripts a shell's replies: return the result, a {@link BridgeErrorLike} to reply with an error,
 * or a promise of either (one that never settles means no reply). `call` is the call as recorded
 * in {@link FakeShell.calls} (the same object the hooks get).
 *
 * @public
 */
export type ShellAnswer = (method: string, params: unknown, call: FakeCall) => unknown;

/**
 * Why a correct shell refused a call before its handler: the calling frame is not the webview's
 * main frame, the page's origin is not on the allowlist, the method is not in the contract, the
 * params do not match the method's contract, or `openPage`'s URL is outside the allowed schemes.
 *
 * @public
 */
export type ShellRefusalReason = (typeof SHELL_REFUSAL_REASONS)[number];

/**
 * Every {@link ShellRefusalReason}, for checking a reason read from elsewhere (a call log, a
 * node's answer): one list, so a reader cannot lag behind the shells.
 *
 * @public
 */
export const SHELL_REFUSAL_REASONS = ['frame', 'origin', 'method', 'params', 'scheme'] as const;

/**
 * The reply a shell sent for a message call.
 *
 * @public
 */
export type FakeReply = { ok: true; result: unknown } | { ok: false; error: BridgeErrorLike };

/**
 * What a shell built on the fake one (the emulator's in-page shell) observes. Every hook runs
 * synchronously, in the order the page sees things.
 *
 * @public
 */
export interface ShellHooks {
  /**
   * A call arrived and was recorded (refusals and navigation already decided: see
   * {@link FakeCall.refused} and {@link FakeCall.handedOver}). `message` is the decoded wire
   * message (protocol `message`); `named` the legacy arguments by parameter name (protocol
   * `legacy`, an absent optional one left out).
   */
  onCall?(call: FakeCall, detail: { message?: unknown; named?: Record<string, string> }): void;
  /** The page was just handed the reply to a message call (a refusal included). */
  onReply?(call: FakeCall, reply: FakeReply): void;
  /**
   * Rewrites a reply message (`{ bridge, session, id, ok, result | error }`) just before the page
   * gets it: a shell under test made wrong on purpose (the emulator's planted faults). Default:
   * sent as it is.
   */
  rewriteReply?(call: FakeCall, message: Record<string, unknown>): Record<string, unknown>;
}

/**
 * How to set up a shell on a window: the options of {@link installFakeShell}, and what the
 * conformance runner passes to any shell installer.
 *
 * @public
 */
export interface ShellOptions {
  /** Which shell to imitate. */
  platform: 'android' | 'ios';
  /** Its wire format. Default `'message'`. */
  protocol?: Protocol;
  /** Protocol `legacy`: the brand's legacy names. Default: the SDK's default table. */
  legacy?: LegacyTable;
  /**
   * The methods the shell has: reported by the default `hello` answer (protocol `message`), or
   * the only legacy functions installed (protocol `legacy`). Default: all.
   */
  methods?: readonly string[];
  /** Scripts the replies (protocol `message`). Default: see {@link defaultAnswer}. */
  answer?: ShellAnswer;
  /** Installs the globals only after this many ms (a shell that appears late). */
  appearAfterMs?: number;
  /** The app version the default `hello` answer reports. Default `'1.0.0'`. */
  appVersion?: string;
  /**
   * The shell's allowlist of page origins: a call from a page on another origin is refused with
   * `NOT_IN_APP` before `answer` sees it. Default: no origin check (the test page is ours).
   */
  allowedOrigins?: readonly string[];
  /** The brand's app schemes `openPage` may open besides https and the page's origin. */
  schemes?: readonly string[];
  /**
   * Whether the calling frame is the webview's main frame, asked at every call: a call from
   * another frame is refused with `NOT_IN_APP` before `answer` sees it. Default: always (the
   * fake shell lives on the window it is given).
   */
  isMainFrame?: () => boolean;
  /**
   * Whether a navigating call gets an answer all the same (a shell under test scripted to reply,
   * with an error say). Asked at every such call. Default: never, as the contract says.
   */
  answersNavigating?: (method: string) => boolean;
  /** What a shell built on this one observes. */
  hooks?: ShellHooks;
}

/**
 * A call the fake shell received.
 *
 * @public
 */
export interface FakeCall {
  /** The contract method (for legacy calls: the method the table maps to the name). */
  method: string;
  /** The params (for legacy calls: the string arguments). */
  params: unknown;
  /** The wire id (protocol `message`). */
  id?: number;
  /** The legacy function name (protocol `legacy`). */
  name?: string;
  /** Set when the shell refused the call before its handler (see {@link ShellOptions}). */
  refused?: ShellRefusalReason;
  /** True for a message call that navigates: handed over, no reply will come. */
  handedOver?: boolean;
}

/**
 * A fake Android or iOS shell installed on a window.
 *
 * @public
 */
export interface FakeShell {
  /** Every call received, decoded, in order. */
  readonly calls: FakeCall[];
  /**
   * Every raw message, in order: the JSON string (Android message), the object (iOS message) or
   * `{ legacy: name, args }` (legacy, both platforms).
   */
  readonly wire: unknown[];
  /** The session of the last message call, if any. */
  readonly session: string | undefined;
  /** Whether the globals are installed yet. */
  readonly installed: boolean;
  /** Sends an event to the page (`{ bridge: 1, event, data }`). */
  emit(event: string, data?: unknown): void;
  /** Hands any raw message to the page's `LoanNativeReceive` (for malformed-input tests). */
  receive(message: unknown): void;
}
