import {
  type Bridge,
  BridgeError,
  contract,
  events,
  type HelloResult,
} from '@hybrid-loan/bridge-sdk';
import { BRIDGE_METHODS, type BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';
import { NOT_CALLS, OFF_CONTRACT, RAW_URLS, SDK_REFUSED, UNKNOWN_METHOD } from './raw-cases';
import { type Collector, describeReply } from './results';
import type { WireAudit } from './transport';

export interface AutoContext {
  platform: 'android' | 'ios';
  bridge: Bridge;
  audit: WireAudit;
  posts: { observable: boolean; count(): number };
  out: Collector;
  /** How long a refusal may take (ms). */
  replyMs?: number;
}

/** The SDK's wait for `hello` (its `readyTimeoutMs`): a slower shell is taken for one without it. */
export const HELLO_MS = 1500;
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none');

/**
 * The handshake, timing and session checks; returns the shell's hello (undefined when it gave
 * none, and then every method counts as handled, as the SDK assumes).
 */
async function handshake(ctx: AutoContext, ids: () => number): Promise<HelloResult | undefined> {
  const { audit, out, bridge, platform } = ctx;
  const hello = () =>
    audit.rawCall(
      { session: bridge.session, id: ids(), method: 'hello', params: { contract: 1 } },
      HELLO_MS,
    );
  const first = await hello();
  const expect = `a reply { ok: true, result } within ${HELLO_MS} ms`;
  const ok = first?.msg.ok === true && contract.hello.result(first.msg.result);
  out.add(
    'handshake.reply',
    ok,
    `${expect}, result { contract, platform, appVersion, methods }`,
    describeReply(first, HELLO_MS),
  );
  if (!ok || !first) return undefined;
  const result = first.msg.result as HelloResult;
  out.add(
    'handshake.contract',
    result.contract === 1,
    'contract 1',
    `contract ${String(result.contract)}`,
  );
  out.add(
    'handshake.platform',
    result.platform === platform,
    `platform ${platform}`,
    `platform ${result.platform}`,
  );
  out.add(
    'handshake.appVersion',
    result.appVersion !== '',
    "the app's version",
    JSON.stringify(result.appVersion),
  );
  const unknown = result.methods.filter((m) => !(BRIDGE_METHODS as readonly string[]).includes(m));
  const missing = BRIDGE_METHODS.filter((m) => !result.methods.includes(m));
  out.add(
    'handshake.methods',
    unknown.length === 0 && missing.length === 0,
    `every method of the contract: ${BRIDGE_METHODS.join(', ')}`,
    `missing: ${list(missing)}; not in the contract: ${list(unknown)}`,
  );
  // Reply timing: two more handshakes.
  const times = [first.ms];
  for (let i = 0; i < 2; i += 1) {
    const r = await hello();
    times.push(r ? r.ms : Number.POSITIVE_INFINITY);
  }
  const slowest = Math.max(...times);
  out.add(
    'timing.replies',
    slowest <= HELLO_MS,
    `each reply within ${HELLO_MS} ms`,
    `slowest ${slowest} ms of ${times.length}`,
  );
  // The shell answers each call with that call's session (never one it saw before).
  const other = `${bridge.session}-other`;
  const id = ids();
  const echoed = await audit.rawCall(
    { session: other, id, method: 'hello', params: { contract: 1 } },
    HELLO_MS,
  );
  const strays = audit.inbox
    .filter(({ msg }) => msg && msg.id === id && msg.session !== other)
    .map(({ msg }) => `session ${String(msg?.session)}`);
  out.add(
    'session.echo',
    echoed?.msg.ok === true,
    `the reply carries the call's session ${other} and id ${id}`,
    echoed ? describeReply(echoed, HELLO_MS) : `no such reply (${list(strays)})`,
  );
  return result;
}

/** Raw messages the shell must refuse on its own. */
async function refusals(ctx: AutoContext, ids: () => number): Promise<void> {
  const { audit, out, bridge } = ctx;
  const ms = ctx.replyMs ?? 1000;
  const refuse = async (id: string, method: string, params: unknown, code: string) => {
    let reply: Awaited<ReturnType<WireAudit['rawCall']>>;
    let actual: string;
    try {
      reply = await audit.rawCall({ session: bridge.session, id: ids(), method, params }, ms);
      actual = describeReply(reply, ms);
    } catch (e) {
      actual = `postMessage threw: ${String(e)}`;
    }
    const error = reply?.msg.error as { code?: unknown } | undefined;
    out.add(id, reply?.msg.ok === false && error?.code === code, `error ${code}`, actual);
  };
  for (const { id, url } of RAW_URLS)
    await refuse(`refuse.openPage.${id}`, 'openPage', { url }, 'INVALID_ARGS');
  await refuse('refuse.unknownMethod', UNKNOWN_METHOD, {}, 'UNSUPPORTED');
  await refuse('refuse.params', OFF_CONTRACT.method, OFF_CONTRACT.params, 'INVALID_ARGS');
  // Not calls at all: nothing comes back and nothing is thrown.
  const before = audit.inbox.length;
  const thrown: string[] = [];
  for (const junk of NOT_CALLS) {
    try {
      audit.post(junk);
    } catch (e) {
      thrown.push(String(e));
    }
  }
  await settle(ms / 2);
  const answered = audit.inbox.slice(before).filter(({ msg }) => !(msg && 'event' in msg));
  out.add(
    'refuse.notACall',
    thrown.length === 0 && answered.length === 0,
    'no reply and nothing thrown for a message that is not a call',
    `${answered.length} replies; thrown: ${list(thrown)}`,
  );
}

/** The SDK refuses bad params of every method before anything reaches the shell. */
async function validation(ctx: AutoContext): Promise<void> {
  const { bridge, out, posts } = ctx;
  for (const m of BRIDGE_METHODS) {
    const before = posts.count();
    let actual = 'resolved';
    try {
      await (bridge[m] as (p: unknown, o: unknown) => Promise<unknown>)(SDK_REFUSED[m], {
        timeoutMs: 1000,
      });
    } catch (e) {
      actual = e instanceof BridgeError ? e.code : String(e);
    }
    const sent = posts.count() - before;
    out.add(
      `validation.${m}`,
      actual === 'INVALID_ARGS' && sent === 0,
      'INVALID_ARGS, nothing sent',
      `${actual}, ${posts.observable ? `${sent} sent` : 'the wire is not observable here'}`,
    );
  }
}

/** The page's LoanNativeReceive takes anything a shell may send without throwing. */
async function receiveRobust(ctx: AutoContext): Promise<void> {
  const { audit, bridge, out } = ctx;
  const strange: unknown[] = [
    { bridge: 1, session: bridge.session, id: 987654, ok: true, result: null },
    '{not json',
    { bridge: 1, event: 'noSuchEvent', data: {} },
    { bridge: 1, event: 'bankResult', data: { ok: 'yes' } },
    JSON.stringify({ bridge: 1, session: bridge.session, id: 1, ok: true, result: null }),
  ];
  const thrown: string[] = [];
  for (const m of strange) {
    try {
      audit.sdkReceive?.(m);
    } catch (e) {
      thrown.push(String(e));
    }
  }
  let after = 'hello answered';
  try {
    await bridge.hello({ contract: 1 }, { timeoutMs: HELLO_MS });
  } catch (e) {
    after = `hello failed: ${e instanceof BridgeError ? e.code : String(e)}`;
  }
  out.add(
    'receive.robust',
    thrown.length === 0 && after === 'hello answered',
    'an unknown id, a duplicate, bad JSON and unknown or bad events are dropped; calls go on',
    `thrown: ${list(thrown)}; ${after}`,
  );
}

/** What the shell sent during the run: replies to known calls only, once each; errors and events well formed. */
export function wireChecks(ctx: Pick<AutoContext, 'audit' | 'out'>): void {
  const { audit, out } = ctx;
  const p = audit.problems();
  out.add(
    'receive.unknownId',
    p.unknown.length === 0,
    'replies only to ids the page sent',
    list(p.unknown),
  );
  out.add('receive.duplicate', p.duplicate.length === 0, 'one reply per call', list(p.duplicate));
  out.add(
    'receive.foreignSession',
    p.foreign.length === 0,
    "replies carry the call's session",
    list(p.foreign),
  );
  out.add(
    'receive.navigating',
    p.navigating.length === 0,
    'no success reply to a navigating call',
    list(p.navigating),
  );
  const badErrors: string[] = [];
  const badEvents: string[] = [];
  for (const { msg, raw } of audit.inbox) {
    if (!msg) continue;
    if ('event' in msg) {
      const name = String(msg.event);
      const known = (Object.keys(events) as string[]).includes(name);
      if (!known || !events[name as keyof typeof events](msg.data ?? {}))
        badEvents.push(JSON.stringify(raw));
    } else if (msg.ok === false) {
      const e = msg.error as { code?: unknown; message?: unknown } | undefined;
      if (!e || typeof e.code !== 'string' || typeof e.message !== 'string')
        badErrors.push(JSON.stringify(raw));
    }
  }
  out.add(
    'errors.shape',
    badErrors.length === 0,
    'error: { code: string, message: string }',
    list(badErrors),
  );
  out.add(
    'events.wellFormed',
    badEvents.length === 0,
    'known events with valid data',
    list(badEvents),
  );
}

/** Every automatic check of a message shell. Returns its hello. */
export async function runMessageChecks(ctx: AutoContext): Promise<HelloResult | undefined> {
  let id = 9000;
  const ids = () => ++id;
  const hello = await handshake(ctx, ids);
  await refusals(ctx, ids);
  await validation(ctx);
  await receiveRobust(ctx);
  wireChecks(ctx);
  return hello;
}

/** Whether the shell handles `m` by its hello (no hello: every method, as the SDK assumes). */
export const handles = (hello: HelloResult | undefined, m: BridgeMethodName): boolean =>
  !hello || hello.methods.includes(m);
