import { isOpenableUrl } from '@hybrid-loan/bridge-sdk';
import { BRIDGE_METHODS, NAVIGATING_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import type { CallEntry } from '../types/call-entry';
import type { ScriptedReply } from '../types/scenario';
import type { ShimConfig } from '../types/shim-config';
import { legacyGlobals } from './legacy-globals';
import { applySafeArea, hideDesktopScrollbar, recordSteps } from './page-extras';
import { emulateSafeAreaEnv } from './safe-area-env';

/** How the shell talks to its host; every member may be missing (then it only keeps a log). */
export interface ShellHost {
  report?(entry: CallEntry): void;
  ask?(call: { method: string; params: unknown }): Promise<ScriptedReply>;
  step?(step: Record<string, unknown>): void;
}

type Win = Window &
  typeof globalThis & {
    LoanNative?: unknown;
    nativeMethod?: unknown;
    webkit?: { messageHandlers?: Record<string, unknown> };
    LoanNativeReceive?: (message: unknown) => void;
    __emulatorCalls?: CallEntry[];
    __emulatorEmit?: (event: string, data?: unknown) => void;
    __emulatorShell?: ShimConfig;
  };

function stub(method: string, config: ShimConfig): unknown {
  if (method === 'hello')
    return {
      contract: 1,
      platform: config.platform,
      appVersion: config.appVersion,
      methods: config.methods ?? [...BRIDGE_METHODS],
    };
  if (method === 'rate') return { shown: true };
  return null;
}

/**
 * Plays the Android or iOS shell with protocol `message` or `legacy`, as the bridge contract says.
 * Installed before the page's scripts; runs in the page, so it imports only data (the contract's
 * lists, bundled in by esbuild) at run time.
 */
export function installShell(win: Win, config: ShimConfig, host: ShellHost): void {
  const started = win.performance.now();
  const load = Math.random().toString(36).slice(2, 10);
  const calls: CallEntry[] = [];
  const used: Record<string, number> = {};
  let seq = 0;
  win.__emulatorCalls = calls;
  // A webview has no opener (the headless host opens pages as popups to get a webview's history).
  if (win.opener) win.opener = null;
  win.__emulatorShell = config;

  const scripted = (method: string): ScriptedReply | undefined => {
    const r = config.replies[method];
    if (!Array.isArray(r)) return r;
    const i = used[method] ?? 0;
    used[method] = i + 1;
    return r[Math.min(i, r.length - 1)];
  };

  const deliver = (message: Record<string, unknown>): void => {
    // Android evaluates a JSON string; WKWebView hands over an object.
    const payload = config.platform === 'android' ? JSON.stringify(message) : message;
    win.LoanNativeReceive?.(payload);
  };

  const record = (
    entry: Omit<CallEntry, 'seq' | 'at' | 'url' | 'platform' | 'protocol'>,
  ): CallEntry => {
    seq += 1;
    const full: CallEntry = {
      seq,
      load,
      at: Math.round(win.performance.now() - started),
      url: win.location.hash,
      platform: config.platform,
      protocol: config.protocol,
      ...entry,
    };
    calls.push(full);
    return full;
  };

  const report = (entry: CallEntry): void => {
    try {
      host.report?.(JSON.parse(JSON.stringify(entry)));
    } catch {
      /* a host that went away must not break the page */
    }
  };

  const answer = async (
    method: string,
    params: unknown,
  ): Promise<{ reply?: ScriptedReply; source: CallEntry['source'] }> => {
    const s = scripted(method);
    if (s) return { reply: s, source: 'scripted' };
    if (method === 'hello' || config.unscripted === 'stub')
      return { reply: { result: stub(method, config) }, source: 'stub' };
    if (config.unscripted === 'ask' && host.ask)
      return { reply: await host.ask({ method, params }), source: 'ask' };
    return {
      reply: {
        error: { code: 'UNSUPPORTED', message: `emulator: no scripted reply for ${method}` },
      },
      source: 'fail',
    };
  };

  // What a correct shell checks at every call, before anything else: the frame, the page's origin
  // (both at call time: the page may have navigated), and openPage's scheme (a page may bypass
  // the SDK and write the wire message itself).
  const refusal = (method: string, params: unknown): CallEntry['refused'] => {
    // In the panel's browser host the device's webview is the iframe right under the panel.
    const main = config.transport === 'parent' ? win.parent === win.top : win.top === win;
    if (!main) return 'frame';
    if (config.allowedOrigins && !config.allowedOrigins.includes(win.location.origin))
      return 'origin';
    const url = (params as { url?: unknown } | null)?.url;
    if (
      method === 'openPage' &&
      url !== undefined &&
      !isOpenableUrl(url, win.location.href, config.schemes ?? [])
    )
      return 'scheme';
    return undefined;
  };
  const REFUSALS = {
    frame: { code: 'NOT_IN_APP', message: 'the bridge answers the main frame only' },
    origin: { code: 'NOT_IN_APP', message: "this page's origin is not on the allowlist" },
    scheme: { code: 'INVALID_ARGS', message: 'openPage: this URL scheme is not allowed' },
  } as const;

  const onMessage = (raw: unknown): void => {
    const msg = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      session: string;
      id: number;
      method: string;
      params: unknown;
    };
    const t0 = win.performance.now();
    // Recorded at once so the log keeps the page's order even when a reply waits for a person.
    const entry = record({ method: msg.method, params: msg.params, wire: msg, source: 'none' });
    const refused = refusal(msg.method, msg.params);
    if (refused) {
      const error = REFUSALS[refused];
      entry.refused = refused;
      entry.source = 'fail';
      entry.reply = { ok: false, error: { ...error } };
      entry.latencyMs = 0;
      report(entry);
      deliver({ bridge: 1, session: msg.session, id: msg.id, ok: false, error: { ...error } });
      return;
    }
    if (
      (NAVIGATING_METHODS as readonly string[]).includes(msg.method) &&
      !config.replies[msg.method]
    ) {
      report(entry);
      return;
    }
    void answer(msg.method, msg.params).then(({ reply, source }) => {
      entry.source = source;
      if (reply?.event) entry.pushed = reply.event.name;
      const push = () => {
        const event = reply?.event;
        if (event)
          win.setTimeout(
            () => deliver({ bridge: 1, event: event.name, data: event.data ?? {} }),
            event.afterMs ?? 0,
          );
      };
      const send = () => {
        if (!reply || reply.noReply) {
          report(entry);
          push();
          return;
        }
        const error = reply.error
          ? { code: reply.error.code, message: reply.error.message ?? '' }
          : undefined;
        entry.reply = error ? { ok: false, error } : { ok: true, result: reply.result ?? null };
        entry.latencyMs = Math.round(win.performance.now() - t0);
        report(entry);
        deliver(
          error
            ? { bridge: 1, session: msg.session, id: msg.id, ok: false, error }
            : {
                bridge: 1,
                session: msg.session,
                id: msg.id,
                ok: true,
                result: reply.result ?? null,
              },
        );
        push();
      };
      win.setTimeout(send, reply?.delayMs ?? 0);
    });
  };

  if (config.protocol === 'message') {
    if (config.platform === 'android')
      win.LoanNative = { postMessage: (json: string) => onMessage(json) };
    else
      win.webkit = {
        messageHandlers: { loanNative: { postMessage: (body: unknown) => onMessage(body) } },
      };
  } else {
    // A legacy shell has no reply: a refused call is only logged.
    const { functions, handlers } = legacyGlobals(config, (entry) => {
      const refused = refusal(entry.method, entry.params);
      report(
        record({ ...entry, source: refused ? 'fail' : 'none', ...(refused ? { refused } : {}) }),
      );
    });
    if (config.platform === 'android') win.nativeMethod = functions;
    else win.webkit = { messageHandlers: handlers };
  }

  if (config.safeArea) applySafeArea(win, config.safeArea);
  if (config.safeArea && config.emulateSafeAreaEnv) emulateSafeAreaEnv(win);
  if (config.overlayScrollbars) hideDesktopScrollbar(win);
  win.__emulatorEmit = (event: string, data: unknown = {}) => deliver({ bridge: 1, event, data });
  if (config.record && host.step) recordSteps(win, host.step);
}
