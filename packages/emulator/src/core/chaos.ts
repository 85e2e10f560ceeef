import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  type BridgeMethodName,
  NAVIGATING_METHODS,
  PAGE_LOAD_METHODS,
} from '@hybrid-loan/bridge-sdk/contract';
import type { Scenario, ScriptedReply } from './scenario';

/** A seeded PRNG (mulberry32): the same seed draws the same responders on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's 32-bit hash (FNV-1a), to give each scenario its own stream from one seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A fresh seed for a run that was given none (printed, so the run can be repeated). */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

const CODES = ['UNSUPPORTED', 'NATIVE_ERROR', 'CANCELLED', 'INVALID_ARGS', 'TIMEOUT'] as const;

/**
 * Draws one responder per replying method the scenario leaves unscripted: a plain value, a
 * contract error, a latency, no reply at all, or a value then a native event. The draw depends on
 * the seed and the scenario's name only, so one scenario replays the same alone or in a suite.
 */
export function chaosResponders(
  scenario: Pick<Scenario, 'name' | 'replies'>,
  seed: number,
): Partial<Record<BridgeMethodName, ScriptedReply>> {
  const random = seededRandom(seed ^ hash(scenario.name));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const out: Partial<Record<BridgeMethodName, ScriptedReply>> = {};
  for (const method of BRIDGE_METHODS) {
    // The page-load calls (the handshake, the package and its health) are the shell's own facts,
    // and navigating calls get no reply on a device: neither is drawn.
    if (PAGE_LOAD_METHODS.includes(method) || NAVIGATING_METHODS.includes(method)) continue;
    if (scenario.replies?.[method]) continue;
    const result = method === 'rate' ? { shown: random() < 0.5 } : null;
    const kind = pick(['value', 'error', 'latency', 'hang', 'event'] as const);
    out[method] =
      kind === 'value'
        ? { result }
        : kind === 'error'
          ? { error: { code: pick(CODES), message: 'chaos' } }
          : kind === 'latency'
            ? { result, delayMs: 100 + Math.floor(random() * 2900) }
            : kind === 'hang'
              ? { noReply: true }
              : {
                  result,
                  event: {
                    name: pick(BRIDGE_EVENTS),
                    ...(random() < 0.5 ? {} : { data: { ok: random() < 0.5 } }),
                    afterMs: Math.floor(random() * 500),
                  },
                };
  }
  return out;
}

/** The scenario with chaos responders added for the methods it leaves unscripted. */
export function withChaos(scenario: Scenario, seed: number): Scenario {
  return { ...scenario, replies: { ...scenario.replies, ...chaosResponders(scenario, seed) } };
}

/** One line per drawn responder, for the printed report. */
export function describeResponder(reply: ScriptedReply): string {
  if (reply.noReply) return 'no reply (hang)';
  if (reply.error) return `error ${reply.error.code}`;
  const value = `value ${JSON.stringify(reply.result ?? null)}`;
  if (reply.event)
    return `${value}, then event ${reply.event.name} after ${reply.event.afterMs ?? 0} ms`;
  if (reply.delayMs) return `${value} after ${reply.delayMs} ms`;
  return value;
}
