import { createBridge } from '../bridge.js';
import {
  BRIDGE_METHODS,
  type BridgeMethodName,
  DEFAULT_LEGACY_TABLE,
  type LegacyTable,
} from '../contract/methods.js';
import { BridgeError, type BridgeErrorCode } from '../errors.js';
import { legacyShell, parseLegacy } from '../legacy/legacy-shell.js';
import type { Protocol } from '../method-types.js';
import type { ShellGlobals } from '../protocols/detect.js';
import { sendMessage, type WireCall } from '../protocols/message.js';
import { installFakeShell } from './fake-shell.js';
import type { ShellOptions } from './shell-types.js';
import { canonical, substitute } from './wire-match.js';

/**
 * One conformance vector (the files `conformance/*.json` hold arrays of them). `"<session>"` and
 * `"<id>"` stand for the session and the call id in `wire` and `reply`.
 *
 * @public
 */
export interface ConformanceVector {
  /** A unique, readable name. */
  name: string;
  /** The shell's platform. */
  platform: 'android' | 'ios';
  /** The wire format. */
  protocol: Protocol;
  /** Bridge options: a brand's legacy table, a call timeout. */
  options?: { legacy?: LegacyTable; timeoutMs?: number; schemes?: string[] };
  /** The methods the shell has (its `hello` answer, or the legacy functions installed). */
  shellMethods?: string[];
  /**
   * The shell's allowlist of page origins. The runners' pages are never on it when it is given
   * (they run on a test origin, and vectors list only `https://brand.example`), so the shell must
   * refuse the call with `NOT_IN_APP` before its handler runs.
   */
  allowedOrigins?: string[];
  /**
   * The page bypasses the SDK, as a hostile page would: the runner posts `wire[0]` itself (with
   * its own id) and the outcome is the shell's reply (or `TIMEOUT` after `options.timeoutMs`,
   * default 2000 ms). Shows what the shell checks on its own.
   */
  raw?: boolean;
  /**
   * `false`: the shell must refuse the call before its handler (the installer's `answer`) sees
   * it. Checked by runners whose installer uses `answer`.
   */
  reachesHandler?: boolean;
  /** The call the page makes. */
  call: { method: BridgeMethodName; params?: unknown };
  /**
   * The exact messages on the wire, in order: a `WireCall` object for protocol `message` (Android
   * receives it as `JSON.stringify` of it, keys in this order), or `{ legacy: name, args }`.
   */
  wire: unknown[];
  /** The shell's reply (protocol `message`), or null for none. */
  reply: unknown;
  /** How the call ends. */
  expect: { ok: true; result?: unknown } | { ok: false; code: BridgeErrorCode };
}

/**
 * Puts a shell on a window, as the conformance runner asks: {@link installFakeShell}, or an
 * adapter to another shell (the emulator's, a native team's harness). It must answer calls with
 * `options.answer` and have its globals in place when it returns (or its promise resolves).
 *
 * @public
 */
export type ShellInstaller = (win: Window, options: ShellOptions) => unknown;

/**
 * Options of {@link runConformanceVector}.
 *
 * @public
 */
export interface ConformanceOptions {
  /** The shell under test. Default {@link installFakeShell}. */
  shell?: ShellInstaller;
  /** The session id the page uses. Default `'conformance'`. */
  sessionId?: string;
}

/**
 * The outcome of one vector.
 *
 * @public
 */
export interface ConformanceResult {
  /** The vector's name. */
  name: string;
  /** Whether everything matched. */
  pass: boolean;
  /** What did not match. */
  failures: string[];
  /** The raw messages seen on the wire. */
  wire: unknown[];
  /** How the call ended. */
  outcome: { ok: true; result: unknown } | { ok: false; code: string };
}

type Fn = (...args: unknown[]) => unknown;

// Wraps a shell function so every message is recorded before the shell gets it.
const spy = (
  o: Record<string, unknown> | undefined,
  key: string,
  record: (args: unknown[]) => void,
) => {
  const f = o?.[key];
  if (o && typeof f === 'function') {
    o[key] = (...args: unknown[]) => {
      record(args);
      return (f as Fn).apply(o, args);
    };
  }
};

// The id of a call the page writes itself: far from the SDK's own ids.
const RAW_ID = 9001;

/**
 * Posts a vector's `wire[0]` as the page itself (no SDK checks) and waits for the shell's reply,
 * taking it before the SDK's `LoanNativeReceive` does (the SDK would drop a reply to an id it did
 * not send).
 */
function rawCall(
  w: ShellGlobals,
  platform: 'android' | 'ios',
  vector: ConformanceVector,
  session: string,
): Promise<ConformanceResult['outcome']> {
  const receive = w.LoanNativeReceive;
  return new Promise<ConformanceResult['outcome']>((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: false, code: 'TIMEOUT' }),
      vector.options?.timeoutMs ?? 2000,
    );
    w.LoanNativeReceive = (message) => {
      const r = typeof message === 'string' ? JSON.parse(message) : message;
      if (r?.id !== RAW_ID || r.session !== session) return receive?.(message);
      clearTimeout(timer);
      resolve(r.ok === true ? { ok: true, result: r.result } : { ok: false, code: r.error?.code });
    };
    try {
      sendMessage(w, platform, substitute(vector.wire[0], session, RAW_ID) as WireCall);
    } catch (e) {
      clearTimeout(timer);
      resolve({ ok: false, code: `the shell threw: ${e}` });
    }
  }).finally(() => {
    w.LoanNativeReceive = receive;
  });
}

/**
 * Runs one conformance vector on a fresh window: installs the shell (scripted with the vector's
 * reply), creates a bridge, makes the call, and compares the wire messages and the outcome.
 * It never throws for a mismatch: read `pass` and `failures`.
 *
 * @param win - a fresh window (one per vector: the bridge installs `LoanNativeReceive`)
 * @param vector - the vector
 * @param options - the shell under test and the session id
 * @public
 */
export async function runConformanceVector(
  win: Window,
  vector: ConformanceVector,
  options: ConformanceOptions = {},
): Promise<ConformanceResult> {
  const { platform, protocol, call, expect } = vector;
  const session = options.sessionId ?? 'conformance';
  const legacy = vector.options?.legacy ?? DEFAULT_LEGACY_TABLE;
  const reply = vector.reply as { ok?: boolean; result?: unknown; error?: unknown } | null;
  // The methods the shell's handler saw (a correct shell refuses some calls before it).
  const handled: string[] = [];
  const answer = (method: string) => {
    handled.push(method);
    if (method !== call.method)
      return {
        contract: 1,
        platform,
        appVersion: '1.0.0',
        methods: vector.shellMethods ?? BRIDGE_METHODS,
      };
    if (!reply) return new Promise(() => {});
    return reply.ok ? reply.result : reply.error;
  };
  await (options.shell ?? installFakeShell)(win, {
    platform,
    protocol,
    legacy,
    ...(vector.shellMethods && { methods: vector.shellMethods }),
    ...(vector.allowedOrigins && { allowedOrigins: vector.allowedOrigins }),
    ...(vector.options?.schemes && { schemes: vector.options.schemes }),
    answer,
  });

  const wire: unknown[] = [];
  let capturing = false;
  const w = win as unknown as ShellGlobals;
  const handlers = w.webkit?.messageHandlers as Record<string, Record<string, unknown>> | undefined;
  const record = (m: unknown) => capturing && wire.push(m);
  if (protocol === 'message') {
    spy(w.LoanNative, 'postMessage', ([m]) => record(m));
    spy(handlers?.loanNative, 'postMessage', ([m]) => record(structuredClone(m)));
  } else {
    for (const { name } of Object.values(parseLegacy(legacy))) {
      spy(w.nativeMethod, name, (args) => record({ legacy: name, args }));
      spy(handlers?.[name], 'postMessage', ([args]) => record({ legacy: name, args }));
    }
  }

  const bridge = createBridge(win, {
    protocol,
    legacy: legacyShell(legacy),
    sessionId: session,
    readyTimeoutMs: 500,
    ...(vector.options?.timeoutMs && { timeoutMs: vector.options.timeoutMs }),
    ...(vector.options?.schemes && { schemes: vector.options.schemes }),
  });
  await bridge.ready;
  capturing = true;
  let outcome: ConformanceResult['outcome'];
  if (vector.raw) {
    outcome = await rawCall(w, platform, vector, session);
  } else {
    try {
      const method = bridge[call.method] as (p: unknown) => Promise<unknown>;
      outcome = { ok: true, result: await method(call.params) };
    } catch (e) {
      outcome = { ok: false, code: e instanceof BridgeError ? e.code : String(e) };
    }
  }

  const failures: string[] = [];
  if (bridge.platform !== platform)
    failures.push(`platform ${bridge.platform}, expected ${platform}`);
  if (wire.length !== vector.wire.length) {
    failures.push(`${wire.length} wire messages, expected ${vector.wire.length}`);
  }
  vector.wire.forEach((want, i) => {
    const got = wire[i];
    const parsed = typeof got === 'string' ? JSON.parse(got) : got;
    const expected = substitute(want, session, (parsed as { id?: unknown })?.id);
    const same =
      typeof got === 'string'
        ? got === JSON.stringify(expected)
        : canonical(got) === canonical(expected);
    if (!same)
      failures.push(`wire[${i}]: got ${canonical(got)}, expected ${JSON.stringify(expected)}`);
  });
  if (vector.reachesHandler === false && handled.includes(call.method)) {
    failures.push(`the shell's handler got ${call.method}, expected the shell to refuse it first`);
  }
  if (outcome.ok !== expect.ok) {
    failures.push(
      `call ${outcome.ok ? 'resolved' : `rejected (${outcome.code})`}, expected otherwise`,
    );
  } else if (!outcome.ok && !expect.ok && outcome.code !== expect.code) {
    failures.push(`error ${outcome.code}, expected ${expect.code}`);
  } else if (outcome.ok && expect.ok && canonical(outcome.result) !== canonical(expect.result)) {
    failures.push(`result ${canonical(outcome.result)}, expected ${canonical(expect.result)}`);
  }
  return { name: vector.name, pass: failures.length === 0, failures, wire, outcome };
}
