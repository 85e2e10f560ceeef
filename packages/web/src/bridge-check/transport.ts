import type { ShellGlobals } from '@hybrid-loan/bridge-sdk';
import { type LegacyTable, NAVIGATING_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import { legacyShell } from '@hybrid-loan/bridge-sdk/legacy';

// The real transport of the shell the page runs in, as the self-check uses it: which shell it is,
// a way to post any raw message through it (what a hostile page could write), and an audit of
// everything the shell sends back through `LoanNativeReceive`.

export type Found =
  | { platform: 'android' | 'ios'; protocol: 'message' | 'legacy' }
  | { platform: 'web'; protocol: 'message' };

/** Which shell's globals are on `w`: protocol message first, else the legacy table's. */
export function detectShell(w: ShellGlobals, table: LegacyTable): Found | undefined {
  if (typeof w.LoanNative?.postMessage === 'function')
    return { platform: 'android', protocol: 'message' };
  if (w.webkit?.messageHandlers?.loanNative) return { platform: 'ios', protocol: 'message' };
  const legacy = legacyShell(table).detect(w);
  return legacy && legacy !== 'web' ? { platform: legacy, protocol: 'legacy' } : undefined;
}

/** Waits for the shell's globals as the SDK does (its `readyTimeoutMs`, 1500 ms), else `web`. */
export function findShell(w: ShellGlobals, table: LegacyTable, waitMs = 1500): Promise<Found> {
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      const found = detectShell(w, table);
      if (found || waited >= waitMs)
        return resolve(found ?? { platform: 'web', protocol: 'message' });
      waited += 25;
      setTimeout(poll, 25);
    };
    poll();
  });
}

/** One message the shell handed to `LoanNativeReceive`. */
export interface Incoming {
  raw: unknown;
  /** The decoded object (undefined: not JSON or not an object). */
  msg?: Record<string, unknown>;
  at: number;
}

export interface Reply {
  msg: Record<string, unknown>;
  ms: number;
}

const decode = (raw: unknown): Record<string, unknown> | undefined => {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

const key = (session: unknown, id: unknown) => `${String(session)}#${String(id)}`;

/**
 * The audit of the wire. Install it after `createBridge` (which installs `LoanNativeReceive`):
 * it sees every message first, keeps the replies to its own raw calls, and hands the rest to the
 * SDK. `sent` records every call made (by the SDK through `noteSent`, raw ones itself), so a
 * reply to an unknown id, a second reply and a reply to another session can be named.
 */
export function auditWire(win: Window, platform: 'android' | 'ios') {
  const w = win as unknown as ShellGlobals;
  const sdkReceive = w.LoanNativeReceive;
  const inbox: Incoming[] = [];
  const sent = new Map<string, { method: string; replies: number }>();
  const sessions = new Set<string>();
  const waiting = new Map<string, (msg: Record<string, unknown>) => void>();

  w.LoanNativeReceive = (raw: unknown) => {
    const msg = decode(raw);
    inbox.push({ raw, ...(msg ? { msg } : {}), at: Date.now() });
    const k = msg && !('event' in msg) ? key(msg.session, msg.id) : '';
    const call = sent.get(k);
    if (call) call.replies += 1;
    const take = waiting.get(k);
    if (take && msg) {
      waiting.delete(k);
      take(msg);
      return;
    }
    sdkReceive?.(raw);
  };

  const noteSent = (session: string, id: number, method: string) => {
    sessions.add(session);
    sent.set(key(session, id), { method, replies: 0 });
  };

  /** Posts `msg` as the page itself (no SDK checks): Android gets a string, iOS an object. */
  const post = (msg: unknown): void => {
    if (platform === 'android')
      (w.LoanNative as { postMessage(json: string): void }).postMessage(
        typeof msg === 'string' ? msg : JSON.stringify(msg),
      );
    else w.webkit?.messageHandlers?.loanNative?.postMessage(msg);
  };

  /**
   * Posts a raw call and waits for its reply: undefined after `timeoutMs` with none. Throws what
   * the shell's `postMessage` threw.
   */
  const rawCall = (
    call: { session: string; id: number; method: string; params?: unknown },
    timeoutMs: number,
  ): Promise<Reply | undefined> => {
    const k = key(call.session, call.id);
    noteSent(call.session, call.id, call.method);
    const t0 = Date.now();
    return new Promise<Reply | undefined>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(k);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(k, (msg) => {
        clearTimeout(timer);
        resolve({ msg, ms: Date.now() - t0 });
      });
      try {
        post({
          bridge: 1,
          session: call.session,
          id: call.id,
          method: call.method,
          params: call.params ?? {},
        });
      } catch (e) {
        clearTimeout(timer);
        waiting.delete(k);
        reject(e);
      }
    });
  };

  /** What the shell sent that it should not have: replies to no call, second replies, other sessions. */
  const problems = () => {
    const unknown: string[] = [];
    const foreign: string[] = [];
    const navigating: string[] = [];
    for (const { msg } of inbox) {
      if (!msg || 'event' in msg) continue;
      const call = sent.get(key(msg.session, msg.id));
      if (!sessions.has(String(msg.session)))
        foreign.push(`session ${String(msg.session)} id ${String(msg.id)}`);
      else if (!call) unknown.push(`id ${String(msg.id)}`);
      // A refusal of a navigating call is a reply too; a success is not.
      else if (msg.ok === true && (NAVIGATING_METHODS as readonly string[]).includes(call.method))
        navigating.push(call.method);
    }
    const duplicate = [...sent.entries()]
      .filter(([, c]) => c.replies > 1)
      .map(([k, c]) => `${c.method} (${k.split('#')[1]}): ${c.replies} replies`);
    return { unknown, foreign, duplicate, navigating };
  };

  return { inbox, post, rawCall, noteSent, problems, sdkReceive };
}

export type WireAudit = ReturnType<typeof auditWire>;

/**
 * Puts a stand-in for the channel at `holder[key]` that tallies each post and hands it on. True when
 * the webview kept the stand-in; false when there is no channel or it is read-only.
 */
function countOn<H extends object, K extends keyof H>(
  holder: H,
  key: K,
  tally: () => void,
): boolean {
  const target = holder[key] as { postMessage(message: unknown): void } | undefined;
  if (!target) return false;
  const wrapped = {
    postMessage: (message: unknown) => {
      tally();
      target.postMessage(message);
    },
  };
  holder[key] = wrapped as H[K];
  return holder[key] === wrapped;
}

/**
 * Counts what the page posts to the message transport, by wrapping the shell's `postMessage` where
 * the webview lets the page replace it (a real WKWebView's handlers are read-only: then the count
 * is not observable and the checks that use it say so).
 */
export function countPosts(win: Window, platform: 'android' | 'ios') {
  const w = win as unknown as ShellGlobals;
  let count = 0;
  let observable = false;
  const tally = () => {
    count += 1;
  };
  try {
    if (platform === 'android' && w.LoanNative) observable = countOn(w, 'LoanNative', tally);
    else {
      const handlers = w.webkit?.messageHandlers;
      if (handlers) observable = countOn(handlers, 'loanNative', tally);
    }
  } catch {
    observable = false;
  }
  return { observable, count: () => count };
}
