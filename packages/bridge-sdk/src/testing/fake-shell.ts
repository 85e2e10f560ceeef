import {
  BRIDGE_METHODS,
  DEFAULT_LEGACY_TABLE,
  type LegacyTable,
  NAVIGATING_METHODS,
} from '../contract/methods.js';
import type { Protocol } from '../contract-types.js';
import { parseLegacy } from '../legacy/legacy-shell.js';
import type { ShellGlobals } from '../protocols/detect.js';
import { isOpenableUrl } from '../url-rule.js';
import { isObj } from '../validate.js';

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
 * or a promise of either (one that never settles means no reply).
 *
 * @public
 */
export type ShellAnswer = (method: string, params: unknown) => unknown;

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

/**
 * The fake shell's answers when none are scripted: `hello` reports the platform, app version and
 * methods; `rate` shows its dialog; everything else succeeds with `null`.
 *
 * @public
 */
export const defaultAnswer =
  (options: ShellOptions): ShellAnswer =>
  (method) =>
    method === 'hello'
      ? {
          contract: 1,
          platform: options.platform,
          appVersion: options.appVersion ?? '1.0.0',
          methods: [...(options.methods ?? BRIDGE_METHODS)],
        }
      : method === 'rate'
        ? { shown: true }
        : null;

/**
 * Whether a scripted answer is an error reply.
 *
 * @public
 */
export const isErrorLike = (v: unknown): v is BridgeErrorLike =>
  isObj(v) && typeof v.code === 'string' && typeof v.message === 'string';

/**
 * What a correct shell refuses before its handler runs (README section 0): a call from a page
 * whose origin is not on the allowlist (`NOT_IN_APP`), an `openPage` URL outside the allowlist of
 * schemes (`INVALID_ARGS`, whatever the page's SDK did). (The fake shell lives on the window it is
 * given, so it has no frame to check.)
 *
 * @internal
 */
export const shellRefusal = (
  win: Window,
  options: ShellOptions,
  method: string,
  params: unknown,
): BridgeErrorLike | undefined => {
  if (options.allowedOrigins && !options.allowedOrigins.includes(win.location.origin))
    return { code: 'NOT_IN_APP', message: 'origin not on the allowlist' };
  const url = isObj(params) ? params.url : undefined;
  return method === 'openPage' &&
    url !== undefined &&
    !isOpenableUrl(url, win.location.href, options.schemes)
    ? { code: 'INVALID_ARGS', message: 'URL scheme not allowed' }
    : undefined;
};

/**
 * Installs a fake shell on `win`: the globals of the chosen platform and protocol, recording
 * every call and answering (protocol `message`) as scripted. Replies arrive asynchronously, like
 * a real shell's `evaluateJavascript`; navigating methods get no reply. Calls a correct shell
 * refuses (see {@link ShellOptions.allowedOrigins}) get the refusal as their reply and never
 * reach `answer`.
 *
 * @param win - the page's window (install before `createBridge`, or use `appearAfterMs`)
 * @param options - platform, protocol and scripted answers
 * @returns the shell, for inspecting calls and sending events
 * @public
 */
export function installFakeShell(win: Window, options: ShellOptions): FakeShell {
  const w = win as unknown as ShellGlobals;
  const { platform, protocol = 'message' } = options;
  const answer = options.answer ?? defaultAnswer(options);
  const calls: FakeCall[] = [];
  const wire: unknown[] = [];
  let session: string | undefined;
  let installed = false;
  // Android evaluates a JSON string, iOS an object literal: both forms reach the page.
  const deliver = (msg: object) =>
    w.LoanNativeReceive?.(platform === 'android' ? JSON.stringify(msg) : msg);

  const onMessage = (raw: unknown) => {
    wire.push(raw);
    const msg = typeof raw === 'string' ? JSON.parse(raw) : structuredClone(raw);
    const { id, method, params } = msg;
    session = msg.session;
    calls.push({ method, params, id });
    const head = { bridge: 1, session: msg.session, id };
    const refused = shellRefusal(win, options, method, params);
    if (refused) {
      Promise.resolve().then(() => deliver({ ...head, ok: false, error: refused }));
      return;
    }
    if ((NAVIGATING_METHODS as readonly string[]).includes(method)) return;
    Promise.resolve()
      .then(() => answer(method, params))
      .then(
        (r) =>
          deliver(
            isErrorLike(r)
              ? { ...head, ok: false, error: r }
              : { ...head, ok: true, result: r ?? null },
          ),
        (e) => deliver({ ...head, ok: false, error: { code: 'NATIVE_ERROR', message: String(e) } }),
      );
  };

  const install = () => {
    installed = true;
    if (protocol === 'message') {
      if (platform === 'android') w.LoanNative = { postMessage: onMessage };
      else w.webkit = { messageHandlers: { loanNative: { postMessage: onMessage } } };
      return;
    }
    const fns: Record<string, (...args: string[]) => void> = {};
    const handlers: Record<string, { postMessage(body: unknown): void }> = {};
    const table = parseLegacy(options.legacy ?? DEFAULT_LEGACY_TABLE);
    for (const [method, entry] of Object.entries(table)) {
      if (options.methods && !options.methods.includes(method)) continue;
      const record = (args: string[]) => {
        wire.push({ legacy: entry.name, args });
        calls.push({ method, params: args, name: entry.name });
      };
      fns[entry.name] = (...args) => record(args);
      handlers[entry.name] = { postMessage: (body) => record(structuredClone(body) as string[]) };
    }
    if (platform === 'android') w.nativeMethod = fns;
    else w.webkit = { messageHandlers: handlers };
  };

  if (options.appearAfterMs === undefined) install();
  else setTimeout(install, options.appearAfterMs);

  return {
    calls,
    wire,
    get session() {
      return session;
    },
    get installed() {
      return installed;
    },
    emit: (event, data = {}) => deliver({ bridge: 1, event, data }),
    receive: (message) => w.LoanNativeReceive?.(message),
  };
}
