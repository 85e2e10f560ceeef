/**
 * Redaction of secrets in recordings and reports: tokens, phone numbers, SMS and captcha codes
 * never reach a file (HTML report, JUnit, recorded scenario, console line). `[redacted]` in an
 * expectation matches any value, so a recorded scenario still replays.
 */
import {
  isSecretKey,
  REDACTED,
  redactText as redactContractText,
} from '@hybrid-loan/bridge-sdk/contract';
import { RUN_ENTRY_PREFIX } from '../types/run-entry';

export { REDACTED };

// An app proxy's entry URL beyond loopback: the run's secret follows the prefix (plain
// characters, no pattern syntax in it).
const RUN_ENTRY = new RegExp(`${RUN_ENTRY_PREFIX}[^/\\s"'<>?#]{1,512}`, 'g');
/** The most text redaction takes (an error, a URL, a diff); the rest is cut, saying how much. */
export const MAX_REDACTED_TEXT = 256 * 1024;

/** Whether a field or parameter of this name holds a secret or a phone number: the contract's rule, shared with the sandbox's request log and the pages' field reports. */
export { isSecretKey };

/** Free text (an error, a URL, a diff): secret query and JSON values, and phone numbers, hidden. */
export function redactText(input: string): string {
  const cut = input.length - MAX_REDACTED_TEXT;
  const text = cut > 0 ? input.slice(0, MAX_REDACTED_TEXT) : input;
  const redacted = redactContractText(text).replace(RUN_ENTRY, `${RUN_ENTRY_PREFIX}${REDACTED}`);
  return cut > 0 ? `${redacted} [${cut} characters cut]` : redacted;
}

/** A deep copy with secret and phone values replaced. */
export function redact<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    if (isSecretKey(key)) return (value === '' ? '' : REDACTED) as T;
    return redactText(value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)])) as T;
  }
  return value;
}

/** A fill value recorded into a phone field: a fake number of the same shape, so replay still validates. */
export function fakePhone(value: string): string {
  let kept = 0;
  return value.replace(/\d/g, (d) => (kept++ < 2 ? d : '0'));
}

/** Whether a form field (by its test id) takes a code or a secret: its typed value is never kept. */
export function isSecretField(testId: string): boolean {
  return /sms|otp|captcha|code|password|pin\b|token/i.test(testId);
}
