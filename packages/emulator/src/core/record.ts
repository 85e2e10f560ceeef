import { type BridgeMethodName, PAGE_LOAD_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import type { CallEntry } from './call-log';
import type { Identity } from './identity';
import { fakePhone, isSecretField, REDACTED, redact, redactText } from './redact';
import type { Scenario, ScriptedReply, Step } from './scenario';

export interface Recording {
  name: string;
  device: string;
  identity: Partial<Identity>;
  entry: string;
  protocol: 'message' | 'legacy';
  unscripted: 'stub' | 'fail' | 'ask';
  steps: Step[];
  calls: CallEntry[];
  /** Answers given in the reply editor (policy ask), saved as scripted replies. */
  answers: Partial<Record<BridgeMethodName, ScriptedReply[]>>;
  fixtures?: Record<string, string>;
}

/** Identity keys worth keeping in a scenario: the rest is generated on replay. */
const KEPT = ['languageType', 'platform', 'appVersion'] as const;

/**
 * Turns a session in the panel into a scenario: the steps, each bridge call as an expectation
 * (strict order), the answers given by hand as scripted replies. Tokens and phone numbers are
 * redacted (`[redacted]` matches any value on replay; phone fills become fake numbers; typed SMS
 * and captcha codes are not kept).
 */
export function recordingToScenario(rec: Recording): Scenario {
  const identity: Partial<Identity> = {};
  for (const k of KEPT) if (rec.identity[k]) identity[k] = rec.identity[k];
  const steps = rec.steps.map((s): Step => {
    if (s.step === 'fill' && /phone|mobile/i.test(s.testId))
      return { ...s, value: fakePhone(s.value) };
    // A typed code is never kept: replay stops there and says to write the sandbox's test value.
    if (s.step === 'fill' && isSecretField(s.testId))
      return { ...s, value: REDACTED, note: 'typed code not recorded: put the test value here' };
    if (s.step === 'fill') return { ...s, value: redactText(s.value) };
    return redact(s);
  });
  const calls = rec.calls
    .filter((c) => !PAGE_LOAD_METHODS.includes(c.method as BridgeMethodName))
    .map((c) => ({ method: c.method, params: redact(c.params ?? {}) as Record<string, unknown> }));
  const replies = Object.fromEntries(
    Object.entries(rec.answers)
      .filter(([, list]) => list?.length)
      .map(([m, list]) => [
        m,
        (list as ScriptedReply[]).length === 1 ? (list as ScriptedReply[])[0] : list,
      ]),
  );
  return {
    $schema: '../scenario.schema.json',
    version: 1,
    name: rec.name,
    device: rec.device,
    ...(Object.keys(identity).length ? { identity } : {}),
    entry: redactText(rec.entry),
    ...(rec.protocol !== 'message' ? { protocol: rec.protocol } : {}),
    ...(Object.keys(replies).length ? { replies } : {}),
    unscripted: rec.unscripted === 'ask' ? 'fail' : rec.unscripted,
    ...(rec.fixtures && Object.keys(rec.fixtures).length
      ? { sandbox: { fixtures: rec.fixtures } }
      : {}),
    steps,
    expectedCalls: { order: 'strict', calls },
  } as Scenario;
}
