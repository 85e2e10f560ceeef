import { checkedParams } from './call-params.js';
import {
  type BridgeEventName,
  type BridgeMethodName,
  NAVIGATING_METHODS,
} from './contract/methods.js';
import { BridgeError, type BridgeErrorCode } from './errors.js';
import {
  type BridgeEvents,
  CONTRACT_VERSION,
  contract,
  type FallbackEnv,
  type ParamsOf,
  type ResultOf,
} from './method-table.js';
import type { HelloResult, Platform, Protocol } from './method-types.js';
import type { BridgeOptions, LegacyShell } from './options.js';
import { detectMessage, type ShellGlobals } from './protocols/detect.js';
import { replyFailure, sendMessage } from './protocols/message.js';
import type { Diagnose, RunHook } from './receive.js';
import { createReceiver, type Listeners, type PendingCalls } from './receive.js';
import { waitForShell } from './shell-wait.js';
import { any } from './validate.js';

/**
 * Per-call options.
 *
 * @public
 */
export interface CallOptions {
  /** Overrides the bridge's `timeoutMs` for this call (0 or `Infinity`: no timeout). */
  timeoutMs?: number;
  /** Cancels the call: it rejects with `CANCELLED` (and is not sent if it was still queued). */
  signal?: AbortSignal;
}

/**
 * One contract method on the bridge. Params may be left out when every param is optional.
 *
 * @public
 */
export type BridgeMethod<M extends BridgeMethodName> =
  Record<never, never> extends ParamsOf<M>
    ? (params?: ParamsOf<M>, options?: CallOptions) => Promise<ResultOf<M>>
    : (params: ParamsOf<M>, options?: CallOptions) => Promise<ResultOf<M>>;

/**
 * The bridge's contract methods, named as in the contract.
 *
 * @public
 */
export type BridgeCalls = { readonly [M in BridgeMethodName]: BridgeMethod<M> };

/**
 * The bridge's own members.
 *
 * @public
 */
export interface BridgeApi {
  /** Where the page runs. `web` until a shell is found, and for good once the wait is over. */
  readonly platform: Platform;
  /** The wire format in use. */
  readonly protocol: Protocol;
  /** This page load's random session id. */
  readonly session: string;
  /** Resolves (never rejects) once the platform and the shell's methods are known. */
  readonly ready: Promise<HelloResult>;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends BridgeEventName>(event: E, handler: (data: BridgeEvents[E]) => void): () => void;
  /** Whether the shell handles `method` (otherwise its web fallback runs). False before `ready`. */
  isSupported(method: BridgeMethodName): boolean;
}

/**
 * A bridge made by {@link createBridge}.
 *
 * @public
 */
export type Bridge = BridgeCalls & BridgeApi;

/**
 * Creates the page's bridge to its shell. Make one per page load: it installs
 * `window.LoanNativeReceive`.
 *
 * @param win - the page's window
 * @param options - protocol, timeouts, web fallbacks and hooks
 * @returns the bridge; calls made before the shell appears are queued until `ready`
 * @public
 */
export function createBridge(win: Window, options: BridgeOptions = {}): Bridge {
  const {
    fallback = {},
    timeoutMs = 10000,
    readyTimeoutMs = 1500,
    legacy,
    onCall,
    onResult,
    onDiagnostic,
  } = options;
  const protocol = options.protocol ?? (legacy ? 'legacy' : 'message');
  const session =
    options.sessionId ?? (win.crypto || crypto).getRandomValues(new Uint32Array(2)).join('');
  const shell = win as unknown as ShellGlobals;
  // Hooks and event handlers are the page's own code: what they throw becomes a `handler`
  // diagnostic, never a failed call or an exception in the shell's call. (A throwing
  // `onDiagnostic` is dropped, or it would report itself for ever.)
  const runHook: RunHook = (hook, arg) => {
    try {
      hook?.(arg);
    } catch (e) {
      if (hook !== onDiagnostic) diagnose('handler', String(e), arg);
    }
  };
  const diagnose: Diagnose = (code, message, data) =>
    runHook(onDiagnostic, { code, message, data });
  const listeners: Listeners = new Map();
  const pending: PendingCalls = new Map();
  // What the wait for the shell found: the platform, and the methods the shell handles.
  let platform: Platform = 'web';
  let shellMethods: string[] = [];
  let lastId = 0;

  const handledByShell = (method: BridgeMethodName): boolean =>
    platform !== 'web' &&
    ((method === 'hello' && protocol === 'message') || shellMethods.includes(method));
  const fallbackEnv = (): FallbackEnv => ({ win, fallback, platform, methods: shellMethods });
  const webHello = (): HelloResult => contract.hello.web({ contract: 1 }, fallbackEnv());

  /**
   * One call: its params checked, then queued until `gate` (the wait for the shell) opens, then
   * sent to the shell or run by its web fallback. It settles once: with the result, or rejected by
   * the contract's checks, its timeout, its `AbortSignal`, the shell or the fallback. `onCall`
   * sees it when it is routed (or fails before that), `onResult` when it settles.
   */
  const call = (
    method: BridgeMethodName,
    rawParams: unknown = {},
    callOptions: CallOptions = {},
    gate: Promise<unknown> = ready,
  ) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const at = Date.now();
      const callTimeoutMs = callOptions.timeoutMs ?? timeoutMs;
      let params = rawParams;
      // Each happens once: `onCall` (when the call is routed, or settles first) and the settling.
      let announced: boolean | undefined;
      let settled: boolean | undefined;
      const announce = () => {
        if (announced) return;
        announced = true;
        runHook(onCall, { id, method, params, protocol, platform, at });
      };
      const settle = (ok: boolean, value?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        pending.delete(id);
        callOptions.signal?.removeEventListener('abort', cancel);
        announce();
        runHook(onResult, {
          id,
          method,
          ok,
          [ok ? 'result' : 'error']: value,
          ms: Date.now() - at,
        });
        (ok ? resolve : reject)(value);
      };
      const fail = (code: BridgeErrorCode, why: string) =>
        settle(false, new BridgeError(code, why, method));
      const cancel = () => fail('CANCELLED', 'abort');
      // 0, Infinity and anything past setTimeout's range mean no timeout.
      const timer =
        callTimeoutMs > 0 && callTimeoutMs < 2 ** 31
          ? setTimeout(fail, callTimeoutMs, 'TIMEOUT', `${callTimeoutMs}ms`)
          : 0;
      const checked = checkedParams(
        method,
        params as Record<string, unknown>,
        win.location?.href,
        options.schemes,
      );
      if (!checked) return fail('INVALID_ARGS', 'params');
      params = checked;
      if (callOptions.signal?.aborted) return cancel();
      callOptions.signal?.addEventListener('abort', cancel);
      gate.then(() => {
        if (settled) return;
        announce();
        try {
          if (handledByShell(method)) {
            if (protocol === 'message') {
              // Send the call, then settle it with the shell's reply, checked against the
              // method's result. A navigating method gets no reply: it is done once handed over.
              const checkResult = contract[method].result;
              pending.set(id, (reply) => {
                if (reply.ok !== true) fail(...replyFailure(reply));
                else if (checkResult(reply.result))
                  settle(true, checkResult === any ? undefined : reply.result);
                else {
                  diagnose('malformed', 'result', reply);
                  fail('NATIVE_ERROR', 'result');
                }
              });
              sendMessage(shell, platform, { bridge: 1, session, id, method, params: checked });
              if (NAVIGATING_METHODS.includes(method)) settle(true);
              return;
            }
            // A legacy shell has no replies: the call is done once sent (`rate` taken as shown).
            // One that lacks a required argument gets nothing, and the web fallback runs.
            if ((legacy as LegacyShell).send(shell, method, checked))
              return settle(true, method === 'rate' ? { shown: true } : undefined);
          }
        } catch (e) {
          diagnose('send', String(e), method);
          return fail('NATIVE_ERROR', String(e));
        }
        try {
          settle(true, contract[method].web(checked as never, fallbackEnv()));
        } catch (e) {
          // A fallback that cannot act throws its BridgeError; anything else is UNSUPPORTED.
          if (e instanceof BridgeError) settle(false, e);
          else fail('UNSUPPORTED', String(e));
        }
      });
    });

  /** The handshake: the shell's `hello` says which methods it handles. */
  const handshake = (): Promise<HelloResult> =>
    call(
      'hello',
      { contract: CONTRACT_VERSION },
      { timeoutMs: readyTimeoutMs || timeoutMs },
      Promise.resolve(),
    ).then(
      (hello) => {
        shellMethods = (hello as HelloResult).methods;
        return hello as HelloResult;
      },
      (e) => {
        // A shell that cannot say hello is assumed to implement the whole contract.
        diagnose('hello', String(e));
        shellMethods = Object.keys(contract);
        return webHello();
      },
    );

  shell.LoanNativeReceive = createReceiver(session, pending, listeners, runHook, diagnose);

  // `ready`: the wait for the shell's globals, then the handshake (protocol `message`) or the
  // legacy globals' methods. Calls made meanwhile wait for it.
  const ready = new Promise<HelloResult>((resolve) =>
    waitForShell(
      () => (protocol === 'message' ? detectMessage(shell) : legacy?.detect(shell)),
      readyTimeoutMs,
      (found) => {
        platform = found || 'web';
        const html = win.document?.documentElement;
        if (html) html.dataset.bridge = platform;
        if (found && protocol === 'legacy') shellMethods = (legacy as LegacyShell).methods(shell);
        resolve(platform === 'web' || protocol === 'legacy' ? webHello() : handshake());
      },
    ),
  );

  const bridge = {
    get platform() {
      return platform;
    },
    protocol,
    session,
    ready,
    on: (event: string, handler: (data: never) => void) => {
      const handlers = listeners.get(event) ?? new Set();
      listeners.set(event, handlers.add(handler));
      return () => {
        handlers.delete(handler);
      };
    },
    isSupported: handledByShell,
  } as Record<string, unknown>;
  // The method table has one row per method of BRIDGE_METHODS, in its order (tested).
  for (const method of Object.keys(contract) as BridgeMethodName[])
    bridge[method] = (params?: unknown, callOptions?: CallOptions) =>
      call(method, params, callOptions);

  return bridge as unknown as Bridge;
}
