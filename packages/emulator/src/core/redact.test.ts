import { describe, expect, it } from 'vitest';
import { fakePhone, REDACTED, redact, redactText } from './redact';

describe('redaction', () => {
  it('hides tokens and phone numbers by key, and phone numbers in text', () => {
    expect(
      redact({ token: 'abc', phone: '+62 812 555', note: 'call 0812-5555-0100 now', n: 3 }),
    ).toEqual({
      token: REDACTED,
      phone: REDACTED,
      note: `call ${REDACTED} now`,
      n: 3,
    });
    expect(redact([{ params: { mobile: '9876543210' } }])).toEqual([
      { params: { mobile: REDACTED } },
    ]);
  });
  it('leaves short numbers and amounts alone', () => {
    expect(redactText('order 1001 costs 1500000')).toBe('order 1001 costs 1500000');
  });
  it('makes a fake phone of the same shape', () => {
    expect(fakePhone('081234567890')).toBe('080000000000');
    expect(fakePhone('9876543210')).toBe('9800000000');
  });
});
