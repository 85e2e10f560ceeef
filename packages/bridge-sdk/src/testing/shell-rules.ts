import { BRIDGE_METHODS, type BridgeMethodName } from '../contract/methods.js';
import type { LegacyEntry } from '../legacy/legacy-shell.js';
import { contract } from '../method-table.js';
import { isOpenableUrl } from '../url-rule.js';
import { isObj } from '../validate.js';
import type { BridgeErrorLike, ShellOptions, ShellRefusalReason } from './shell-types.js';

// The answer rules of a shell, shared by the fake shell and every shell built on it (the
// emulator's in-page shell): the default answers, what an error reply is, what a correct shell
// refuses before its handler, and how it reads legacy arguments.

/**
 * The fake shell's answers when none are scripted: `hello` reports the platform, app version and
 * methods; `rate` shows its dialog; `packageInfo` says the page came from the network; everything
 * else succeeds with `null`.
 *
 * @public
 */
export const defaultAnswer =
  (options: Pick<ShellOptions, 'platform' | 'appVersion' | 'methods'>) =>
  // Called as a ShellAnswer (method, params): only the method matters.
  (method: string, _params?: unknown): unknown =>
    method === 'hello'
      ? {
          contract: 1,
          platform: options.platform,
          appVersion: options.appVersion ?? '1.0.0',
          methods: [...(options.methods ?? BRIDGE_METHODS)],
        }
      : method === 'rate'
        ? { shown: true }
        : method === 'packageInfo'
          ? { version: '', build: 0, source: 'network' }
          : null;

/**
 * Whether a scripted answer is an error reply.
 *
 * @public
 */
export const isErrorLike = (v: unknown): v is BridgeErrorLike =>
  isObj(v) && typeof v.code === 'string' && typeof v.message === 'string';

/**
 * The error a correct shell replies with for each refusal.
 *
 * @internal
 */
export const REFUSALS: { readonly [R in ShellRefusalReason]: BridgeErrorLike } = {
  frame: { code: 'NOT_IN_APP', message: 'the bridge answers the main frame only' },
  origin: { code: 'NOT_IN_APP', message: "this page's origin is not on the allowlist" },
  scheme: { code: 'INVALID_ARGS', message: 'openPage: this URL scheme is not allowed' },
  method: { code: 'UNSUPPORTED', message: 'not a method of the contract' },
  params: { code: 'INVALID_ARGS', message: "the params do not match the method's contract" },
};

/**
 * What a correct shell refuses before its handler runs (README sections 0 and 2), checked at call
 * time (the page may have navigated): a call from a frame that is not the main frame or from a
 * page whose origin is not on the allowlist (`NOT_IN_APP`), a method the contract does not have
 * (`UNSUPPORTED`), params the method's contract refuses (`INVALID_ARGS`, message protocol: legacy
 * arguments are strings), an `openPage` URL outside the allowlist of schemes (`INVALID_ARGS`,
 * whatever the page's SDK did).
 *
 * @internal
 */
export const shellRefusal = (
  win: Window,
  options: ShellOptions,
  method: string,
  params: unknown,
  legacy?: boolean,
): ShellRefusalReason | undefined => {
  if (options.isMainFrame && !options.isMainFrame()) return 'frame';
  if (options.allowedOrigins && !options.allowedOrigins.includes(win.location.origin))
    return 'origin';
  if (!(BRIDGE_METHODS as readonly string[]).includes(method)) return 'method';
  if (!legacy && !contract[method as BridgeMethodName].params(params)) return 'params';
  const url = isObj(params) ? params.url : undefined;
  return method === 'openPage' &&
    url !== undefined &&
    !isOpenableUrl(url, win.location.href, options.schemes)
    ? 'scheme'
    : undefined;
};

/**
 * The call a message is, or undefined for anything else (not JSON, not an object, not
 * `bridge: 1`, no string `session`, no integer `id`): a shell drops such a message without a
 * reply, since it cannot say whom to answer.
 *
 * @internal
 */
export const parseCall = (
  raw: unknown,
): ({ session: string; id: number; method: string; params: unknown } & object) | undefined => {
  let msg: unknown;
  try {
    msg = typeof raw === 'string' ? JSON.parse(raw) : copy(raw);
  } catch {
    return undefined;
  }
  if (!isObj(msg) || msg.bridge !== 1 || typeof msg.session !== 'string') return undefined;
  if (!Number.isInteger(msg.id)) return undefined;
  return msg as { session: string; id: number; method: string; params: unknown };
};

/**
 * A legacy call's string arguments by parameter name, as the shell reads them: an optional one
 * sent as `''` (absent) is left out.
 *
 * @internal
 */
export const legacyNamed = (
  entry: LegacyEntry,
  args: readonly unknown[],
): Record<string, string> => {
  const named: Record<string, string> = {};
  entry.args.forEach((a, i) => {
    const v = args[i];
    if (v !== undefined && !(a.endsWith('?') && v === '')) named[a.replace('?', '')] = String(v);
  });
  return named;
};

/**
 * A copy of what the page posted, as the native side gets it (structuredClone is Chrome 98+ and
 * Safari 15.4+; the emulator's in-page shell runs on older engines, with JSON-only messages).
 *
 * @internal
 */
export const copy = (v: unknown): unknown =>
  typeof structuredClone === 'function' ? structuredClone(v) : JSON.parse(JSON.stringify(v));
