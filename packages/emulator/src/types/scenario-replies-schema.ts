import { ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import { BRIDGE_EVENTS } from '@hybrid-loan/bridge-sdk/contract';
import { SANDBOX_FAULT_LIMITS } from '@hybrid-loan/dev-contract';
import * as v from 'valibot';
import { describe, jsonObject, ms, text } from './scenario-fields';

// What answers the page in a scenario: the shell's scripted replies (and the events it pushes
// after them) and the sandbox's faults. Part of the scenario format (scenario-schema.ts).

/** A native event a responder pushes after its reply (or after the call, with noReply). */
export const PushedEventSchema = describe(
  v.strictObject({
    name: v.picklist(BRIDGE_EVENTS),
    data: v.optional(jsonObject),
    /** ms after the reply (default 0). */
    afterMs: v.optional(ms(60_000)),
  }),
  'A native event pushed to the page after the reply (after the call with noReply), e.g. bankResult after bankStart.',
);

/**
 * A responder for one call: a value (`result`), a contract error, a latency (`delayMs`), no reply
 * at all (`noReply`: the page's timeout runs out), and an event to push afterwards (`event`).
 */
export const ScriptedReplySchema = v.strictObject({
  result: v.optional(describe(v.unknown(), 'The result sent with ok: true.')),
  error: v.optional(
    v.strictObject({ code: v.picklist(ERROR_CODES), message: v.optional(v.string()) }),
  ),
  delayMs: v.optional(describe(ms(60_000), 'Latency: ms before the reply is sent.')),
  noReply: v.optional(describe(v.boolean(), "Never answer (the page's timeout runs out).")),
  event: v.optional(PushedEventSchema),
});

const { status, latencyMs, times, textLength } = SANDBOX_FAULT_LIMITS;
const bounded = (range: { min: number; max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(range.min), v.maxValue(range.max));

/** A sandbox fault: the dev contract's shape and ranges. */
export const FaultSchema = v.strictObject({
  endpoint: v.pipe(v.string(), v.regex(/^(\*|\/\S*)$/), v.maxLength(textLength)),
  latencyMs: v.optional(bounded(latencyMs)),
  code: v.optional(
    v.union([v.pipe(text, v.maxLength(textLength)), v.pipe(v.number(), v.integer())]),
  ),
  message: v.optional(v.pipe(v.string(), v.maxLength(textLength))),
  status: v.optional(bounded(status)),
  malformed: v.optional(v.boolean()),
  drop: v.optional(v.boolean()),
  lostReply: v.optional(v.boolean()),
  times: v.optional(bounded(times)),
});

/**
 * The scripted replies of one method: one reply, or a list used in turn. Chosen by the value's
 * own type, so that a problem is reported in the form the file uses (a union would also try an
 * array as an object).
 */
export const ReplyOrList = v.lazy((input: unknown) =>
  Array.isArray(input) ? v.pipe(v.array(ScriptedReplySchema), v.minLength(1)) : ScriptedReplySchema,
);
