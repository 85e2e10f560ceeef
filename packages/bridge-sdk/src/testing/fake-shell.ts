import { DEFAULT_LEGACY_TABLE, NAVIGATING_METHODS } from '../contract/methods.js';
import { parseLegacy } from '../legacy/legacy-shell.js';
import type { ShellGlobals } from '../protocols/detect.js';
import {
  copy,
  defaultAnswer,
  isErrorLike,
  legacyNamed,
  parseCall,
  REFUSALS,
  shellRefusal,
} from './shell-rules.js';
import type { FakeCall, FakeReply, FakeShell, ShellOptions } from './shell-types.js';

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
  const hooks = options.hooks ?? {};
  const calls: FakeCall[] = [];
  const wire: unknown[] = [];
  let session: string | undefined;
  let installed = false;
  // Android evaluates a JSON string, iOS an object literal: both forms reach the page.
  const deliver = (msg: object) =>
    w.LoanNativeReceive?.(platform === 'android' ? JSON.stringify(msg) : msg);

  const onMessage = (raw: unknown) => {
    wire.push(raw);
    const msg = parseCall(raw);
    // Not a call: dropped, no reply (there is no session and id to answer).
    if (!msg) return;
    const { id, method } = msg;
    const params = msg.params === undefined ? {} : msg.params;
    session = msg.session;
    const call: FakeCall = { method, params, id };
    calls.push(call);
    const head = { bridge: 1, session: msg.session, id };
    const reply = (r: FakeReply) => {
      const message = { ...head, ...r };
      deliver(hooks.rewriteReply ? hooks.rewriteReply(call, message) : message);
      hooks.onReply?.(call, r);
    };
    const refused = shellRefusal(win, options, method, params);
    if (refused) call.refused = refused;
    else if (
      (NAVIGATING_METHODS as readonly string[]).includes(method) &&
      !options.answersNavigating?.(method)
    )
      call.handedOver = true;
    hooks.onCall?.(call, { message: msg });
    if (refused) {
      Promise.resolve().then(() => reply({ ok: false, error: { ...REFUSALS[refused] } }));
      return;
    }
    if (call.handedOver) return;
    Promise.resolve()
      .then(() => answer(method, params, call))
      .then(
        (r) => reply(isErrorLike(r) ? { ok: false, error: r } : { ok: true, result: r ?? null }),
        (e) => reply({ ok: false, error: { code: 'NATIVE_ERROR', message: String(e) } }),
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
      // A legacy shell has no reply: a refused call is only recorded as such.
      const record = (args: string[]) => {
        wire.push({ legacy: entry.name, args });
        const call: FakeCall = { method, params: args, name: entry.name };
        const refused = shellRefusal(win, options, method, legacyNamed(entry, args), true);
        if (refused) call.refused = refused;
        calls.push(call);
        hooks.onCall?.(call, { named: legacyNamed(entry, args) });
      };
      fns[entry.name] = (...args) => record(args);
      handlers[entry.name] = {
        postMessage: (body) => record(Array.isArray(body) ? (copy(body) as string[]) : []),
      };
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
