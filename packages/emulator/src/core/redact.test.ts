import { describe, expect, it } from 'vitest';
import { fakePhone, isSecretField, REDACTED, redact, redactText } from './redact';

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
  it('hides secret query and JSON values in free text (errors, URLs, diffs)', () => {
    expect(redactText('expected /p?token=abc.def&orderId=1001#/x?smsCode=123456')).toBe(
      `expected /p?token=${REDACTED}&orderId=1001#/x?smsCode=${REDACTED}`,
    );
    expect(redactText('got {"capcode":"1234","amount":"1500000","otp": "9911"}')).toBe(
      `got {"capcode":"${REDACTED}","amount":"1500000","otp": "${REDACTED}"}`,
    );
    expect(redactText('mobile=081234567890 sid=s1')).toBe(`mobile=${REDACTED} sid=s1`);
  });
  it('hides what the sandbox log hides: one secret-key rule (codes, repayment tokens, cards)', () => {
    expect(
      redact({
        verifyCode: '482913',
        repayToken: 'rt-9',
        cardNo: '4111111111111111',
        orderId: '1001',
      }),
    ).toEqual({ verifyCode: REDACTED, repayToken: REDACTED, cardNo: REDACTED, orderId: '1001' });
    expect(redactText('POST /repay?cardNo=4111-1111&cvv=123&orderId=9')).toBe(
      `POST /repay?cardNo=${REDACTED}&cvv=${REDACTED}&orderId=9`,
    );
  });
  it('knows which fields take codes', () => {
    for (const id of [
      'register-sms',
      'register-captcha',
      'legacy-sms-code',
      'otp',
      'login-password',
    ])
      expect(isSecretField(id), id).toBe(true);
    for (const id of ['register-submit', 'loan-amount', 'complaint-text'])
      expect(isSecretField(id), id).toBe(false);
  });
});
