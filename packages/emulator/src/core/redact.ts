/**
 * Redaction of secrets in recordings and reports: tokens and phone numbers never reach a file.
 * `[redacted]` in an expectation matches any value, so a recorded scenario still replays.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = /token|password|captcha|sms|otp/i;
const PHONE_KEYS = /phone|mobile|tel/i;
// A run of 8+ digits, optionally with +, spaces or dashes between them: a phone number in text.
const PHONE_TEXT = /\+?\d[\d\s-]{6,}\d/g;

export function redactText(text: string): string {
  return text.replace(PHONE_TEXT, (m) => (m.replace(/\D/g, '').length >= 8 ? REDACTED : m));
}

/** A deep copy with secret and phone values replaced. */
export function redact<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    if (SECRET_KEYS.test(key) || PHONE_KEYS.test(key)) return (value === '' ? '' : REDACTED) as T;
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
