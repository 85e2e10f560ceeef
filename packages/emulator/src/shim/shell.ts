import type { LegacyTable } from '@hybrid-loan/bridge-sdk';
import {
  BRIDGE_METHODS,
  type BridgeMethodName,
  PAGE_LOAD_METHODS,
} from '@hybrid-loan/bridge-sdk/contract';
import {
  defaultAnswer,
  type FakeCall,
  type FakeReply,
  installFakeShell,
} from '@hybrid-loan/bridge-sdk/testing';
import type { CallEntry } from '../types/call-entry';
import type { HostApi } from '../types/frame-link';
import type { ScriptedReply } from '../types/scenario';
import { FAULT_MISSING_METHOD, FAULT_SCHEMES } from '../types/shell-faults';
import type { ShimConfig } from '../types/shim-config';
import { applySafeArea, hideDesktopScrollbar, recordSteps } from './page-extras';
import { emulateSafeAreaEnv } from './safe-area-env';

/** How the shell talks to its host; every member may be missing (then it only keeps a log). */
export type ShellHost = Partial<HostApi>;

type Win = Window &
  typeof globalThis & {
    __emulatorCalls?: CallEntry[];
    __emulatorEmit?: (event: string, data?: unknown) => void;
    __emulatorShell?: ShimConfig;
  };

/**
 * Plays the Android or iOS shell with protocol `message` or `legacy`, as the bridge contract says:
 * the SDK's fake shell (its globals, wire format, refusals, navigating calls and default answers),
 * answering from the scenario's scripted replies and the unscripted policy, and keeping the call
 * log the hosts show. Installed before the page's scripts; runs in the page, bundled by esbuild.
 */
export function installShell(win: Win, config: ShimConfig, host: ShellHost): void {
  const faults = new Set(config.shellFaults ?? []);
  // hello-missing-method: hello leaves a method out, which the shell still handles.
  const helloConfig = faults.has('hello-missing-method')
    ? {
        ...config,
        methods: (config.methods ?? [...BRIDGE_METHODS]).filter((m) => m !== FAULT_MISSING_METHOD),
      }
    : config;
  let firstSession: unknown;
  const started = win.performance.now();
  const load = Math.random().toString(36).slice(2, 10);
  const calls: CallEntry[] = [];
  const entries = new WeakMap<FakeCall, { entry: CallEntry; t0: number; reply?: ScriptedReply }>();
  const used: Record<string, number> = {};
  let seq = 0;
  win.__emulatorCalls = calls;
  // A webview has no opener (the headless host opens pages as popups to get a webview's history).
  if (win.opener) win.opener = null;
  win.__emulatorShell = config;

  // config.replies is read at every call: the panel changes it live.
  const scripted = (method: string): ScriptedReply | undefined => {
    const r = config.replies[method];
    if (!Array.isArray(r)) return r;
    const i = used[method] ?? 0;
    used[method] = i + 1;
    return r[Math.min(i, r.length - 1)];
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

  const choose = async (
    method: string,
    params: unknown,
  ): Promise<{ reply: ScriptedReply; source: CallEntry['source'] }> => {
    const s = scripted(method);
    if (s) return { reply: s, source: 'scripted' };
    // The shell's own facts, whatever the policy: the handshake, the package it serves, and the
    // health report (the host applies the pending/healthy rule from the call log).
    if (method === 'packageInfo' && config.served)
      return { reply: { result: config.served }, source: 'stub' };
    if (PAGE_LOAD_METHODS.includes(method as BridgeMethodName) || config.unscripted === 'stub')
      return { reply: { result: defaultAnswer(helloConfig)(method) }, source: 'stub' };
    if (config.unscripted === 'ask' && host.ask)
      return { reply: await host.ask({ method, params }), source: 'ask' };
    return {
      reply: {
        error: { code: 'UNSUPPORTED', message: `emulator: no scripted reply for ${method}` },
      },
      source: 'fail',
    };
  };

  const push = (reply: ScriptedReply | undefined): void => {
    const event = reply?.event;
    if (event) win.setTimeout(() => shell.emit(event.name, event.data ?? {}), event.afterMs ?? 0);
  };

  // The fake shell's answer: the scripted reply after its latency, or never (noReply).
  const answer = async (method: string, params: unknown, call: FakeCall): Promise<unknown> => {
    const { reply, source } = await choose(method, params);
    const state = entries.get(call);
    if (state) {
      state.entry.source = source;
      state.reply = reply;
      if (reply?.event) state.entry.pushed = reply.event.name;
    }
    if (!reply || reply.noReply) {
      if (state) report(state.entry);
      push(reply);
      return new Promise(() => {});
    }
    await new Promise((done) => win.setTimeout(done, reply.delayMs ?? 0));
    return reply.error
      ? { code: reply.error.code, message: reply.error.message ?? '' }
      : (reply.result ?? null);
  };

  const onCall = (
    call: FakeCall,
    detail: { message?: unknown; named?: Record<string, string> },
  ): void => {
    const refused = call.refused ? { refused: call.refused } : {};
    if (call.name !== undefined) {
      // A legacy shell has no reply: the call (refused or not) is only logged.
      const args = (call.params as unknown[]).map(String);
      report(
        record({
          method: call.method,
          params: detail.named ?? {},
          legacy: { name: call.name, args },
          source: call.refused ? 'fail' : 'none',
          ...refused,
        }),
      );
      return;
    }
    // Recorded at once so the log keeps the page's order even when a reply waits for a person.
    const entry = record({
      method: call.method,
      params: call.params,
      wire: detail.message,
      source: call.refused ? 'fail' : 'none',
      ...refused,
    });
    entries.set(call, { entry, t0: win.performance.now() });
    if (call.handedOver) report(entry);
  };

  const onReply = (call: FakeCall, reply: FakeReply): void => {
    const state = entries.get(call);
    if (!state) return;
    const { entry } = state;
    entry.reply = reply.ok
      ? { ok: true, result: reply.result }
      : { ok: false, error: { ...reply.error } };
    entry.latencyMs = call.refused ? 0 : Math.round(win.performance.now() - state.t0);
    report(entry);
    push(state.reply);
  };

  // The planted faults that change what a reply says (the call log keeps the right reply).
  const wrong = (message: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...message };
    if (faults.has('foreign-session')) {
      firstSession ??= message.session;
      out.session = firstSession;
    }
    if (faults.has('wrong-error-code') && out.ok === false)
      out.error = { ...(out.error as object), code: 'NATIVE_ERROR' };
    return out;
  };

  const shell = installFakeShell(win, {
    platform: config.platform,
    protocol: config.protocol,
    ...(config.legacyTable ? { legacy: config.legacyTable as LegacyTable } : {}),
    ...(config.methods ? { methods: config.methods } : {}),
    ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
    schemes: [...(config.schemes ?? []), ...(faults.has('unchecked-scheme') ? FAULT_SCHEMES : [])],
    appVersion: config.appVersion,
    // In the panel's browser host the device's webview is the iframe right under the panel.
    isMainFrame: () => (config.transport === 'parent' ? win.parent === win.top : win.top === win),
    // A navigating call is answered only when a reply is scripted for it.
    answersNavigating: (method) => !!config.replies[method],
    answer,
    hooks: {
      onCall,
      onReply,
      ...(faults.has('wrong-error-code') || faults.has('foreign-session')
        ? { rewriteReply: (_call: FakeCall, message: Record<string, unknown>) => wrong(message) }
        : {}),
    },
  });

  if (config.safeArea) applySafeArea(win, config.safeArea);
  if (config.safeArea && config.emulateSafeAreaEnv) emulateSafeAreaEnv(win);
  if (config.overlayScrollbars) hideDesktopScrollbar(win);
  win.__emulatorEmit = (event: string, data: unknown = {}) => shell.emit(event, data);
  if (config.record && host.step) recordSteps(win, host.step);
}
