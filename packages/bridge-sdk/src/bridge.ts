import {
  type BridgeEventName,
  type BridgeMethodName,
  NAVIGATING_METHODS,
} from './contract/methods.js';
import {
  type BridgeEvents,
  CONTRACT_VERSION,
  contract,
  events,
  type FallbackEnv,
  type MethodSpec,
  type ParamsOf,
  type ResultOf,
} from './contract.js';
import type { HelloResult, Platform, Protocol } from './contract-types.js';
import { BridgeError, type BridgeErrorCode, ERROR_CODES } from './errors.js';
import type { BridgeOptions, Diagnostic, LegacyShell } from './options.js';
import { detectMessage, type ShellGlobals } from './protocols/detect.js';
import { sendMessage } from './protocols/message.js';
import { openableUrl, telNumber } from './url-rule.js';
import { any, isObj, own } from './validate.js';

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

type Reply = Record<string, unknown>;

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
  const w = win as unknown as ShellGlobals;
  const listeners = new Map<string, Set<(data: never) => void>>();
  const pending = new Map<unknown, (reply: Reply) => void>();
  let platform: Platform = 'web';
  let methods: string[] = [];
  let seq = 0;

  const hook = <T>(fn: ((arg: T) => void) | undefined, arg: T): void => {
    try {
      fn?.(arg);
    } catch (e) {
      if (fn !== onDiagnostic) report('handler', String(e), arg);
    }
  };
  const report = (code: Diagnostic['code'], message: string, data?: unknown): void =>
    hook(onDiagnostic, { code, message, data });
  const native = (m: BridgeMethodName): boolean =>
    platform !== 'web' && ((m === 'hello' && protocol === 'message') || methods.includes(m));
  const env = (): FallbackEnv => ({ win, fallback, platform, methods });
  const selfHello = (): HelloResult => contract.hello.web({ contract: 1 }, env());

  let open: (hello: HelloResult | Promise<HelloResult>) => void = () => {};
  const ready = new Promise<HelloResult>((resolve) => {
    open = resolve;
  });

  const call = (
    m: BridgeMethodName,
    p: unknown = {},
    co: CallOptions = {},
    gate: Promise<unknown> = ready,
  ) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      const at = Date.now();
      const spec = contract[m] as MethodSpec<'bankEnd'>;
      let params = p as Record<string, unknown>;
      const ms = co.timeoutMs ?? timeoutMs;
      let told = 0;
      let done = 0;
      const tell = () => told++ || hook(onCall, { id, method: m, params, protocol, platform, at });
      const end = (ok: boolean, v?: unknown) => {
        if (done++) return;
        clearTimeout(timer);
        pending.delete(id);
        co.signal?.removeEventListener('abort', abort);
        tell();
        hook(onResult, {
          id,
          method: m,
          ok,
          [ok ? 'result' : 'error']: v,
          ms: Date.now() - at,
        });
        (ok ? resolve : reject)(v);
      };
      const fail = (code: BridgeErrorCode, why: string) =>
        end(false, new BridgeError(code, why, m));
      const abort = () => fail('CANCELLED', 'abort');
      const timer = ms > 0 && ms < 2 ** 31 ? setTimeout(fail, ms, 'TIMEOUT', `${ms}ms`) : 0;
      // Only openPage's params may hold a `url` (the others are closed objects without one). The
      // shell gets the normalised absolute URL that was checked, never the page's raw string.
      if (!spec.params(params)) return fail('INVALID_ARGS', 'params');
      if (params.url) {
        const url = openableUrl(params.url, win.location?.href, options.schemes);
        if (!url) return fail('INVALID_ARGS', 'params');
        params = { ...params, url };
      }
      if (m === 'call') params = { phone: telNumber(params.phone as string) };
      if (co.signal?.aborted) return abort();
      co.signal?.addEventListener('abort', abort);
      gate.then(() => {
        if (done) return;
        tell();
        try {
          if (native(m) && protocol === 'message') {
            pending.set(id, (r) => {
              const e: Reply = isObj(r.error) ? r.error : {};
              if (r.ok !== true) {
                const code = ERROR_CODES.includes(e.code as BridgeErrorCode)
                  ? e.code
                  : 'NATIVE_ERROR';
                fail(code as BridgeErrorCode, String(e.message ?? code));
              } else if (spec.result(r.result))
                end(true, spec.result === any ? undefined : r.result);
              else {
                report('malformed', 'result', r);
                fail('NATIVE_ERROR', 'result');
              }
            });
            sendMessage(w, platform, { bridge: 1, session, id, method: m, params });
            // A navigating method gets no reply: it is done once handed over.
            if (NAVIGATING_METHODS.includes(m)) end(true);
            return;
          }
          // Not protocol message, so a shell's methods came from the legacy protocol.
          if (native(m) && (legacy as LegacyShell).send(w, m, params)) {
            return end(true, m === 'rate' ? { shown: true } : undefined);
          }
        } catch (e) {
          report('send', String(e), m);
          return fail('NATIVE_ERROR', String(e));
        }
        try {
          end(true, spec.web(params as never, env()));
        } catch (e) {
          end(false, e instanceof BridgeError ? e : new BridgeError('UNSUPPORTED', String(e), m));
        }
      });
    });

  w.LoanNativeReceive = (raw: unknown) => {
    try {
      const r: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
      if (!isObj(r) || r.bridge !== 1) return report('malformed', 'not bridge', raw);
      if ('event' in r) {
        const name = r.event as BridgeEventName;
        const data = r.data ?? {};
        if (!(own(events, name) && events[name](data))) {
          return report('malformed', 'event', raw);
        }
        for (const h of [...(listeners.get(name) ?? [])]) hook(h, data as never);
        return;
      }
      if (r.session !== session) return report('stale', 'session', raw);
      const settle = pending.get(r.id);
      settle ? settle(r) : report('unknown', 'id', raw);
    } catch (e) {
      report('malformed', String(e), raw);
    }
  };

  const bridge = {
    get platform() {
      return platform;
    },
    protocol,
    session,
    ready,
    on: (event: string, handler: (data: never) => void) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(handler));
      return () => {
        set.delete(handler);
      };
    },
    isSupported: native,
  } as Record<string, unknown>;
  // The contract table has one row per method of BRIDGE_METHODS, in its order (tested).
  for (const m of Object.keys(contract) as BridgeMethodName[])
    bridge[m] = (p?: unknown, o?: CallOptions) => call(m, p, o);

  // The ready gate: look for the shell's globals every 25 ms until readyTimeoutMs.
  let waited = 0;
  const poll = (): void => {
    const found = protocol === 'message' ? detectMessage(w) : legacy?.detect(w);
    if (!found && waited < readyTimeoutMs) {
      waited += 25;
      setTimeout(poll, 25);
      return;
    }
    platform = found || 'web';
    const html = win.document?.documentElement;
    if (html) html.dataset.bridge = platform;
    if (platform === 'web' || protocol === 'legacy') {
      // A shell found here is a legacy one.
      if (found) methods = (legacy as LegacyShell).methods(w);
      open(selfHello());
      return;
    }
    open(
      call(
        'hello',
        { contract: CONTRACT_VERSION },
        { timeoutMs: readyTimeoutMs || timeoutMs },
        Promise.resolve(),
      ).then(
        (hello) => {
          methods = (hello as HelloResult).methods;
          return hello as HelloResult;
        },
        (e) => {
          // A shell that cannot say hello is assumed to implement the whole contract.
          report('hello', String(e));
          methods = Object.keys(contract);
          return selfHello();
        },
      ),
    );
  };
  poll();
  return bridge as unknown as Bridge;
}
