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

describe("redaction of an exposed app proxy's run secret", () => {
  it('hides whatever follows the entry prefix, wherever the URL is quoted', () => {
    const secret = 'q3V9-x_Zk2';
    const text = `navigation to http://qa-runner:5190/__emulator/run/${secret}/__emulator/shim.js failed; "/__emulator/run/${secret}"`;
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toBe(
      `navigation to http://qa-runner:5190/__emulator/run/${REDACTED}/__emulator/shim.js failed; "/__emulator/run/${REDACTED}"`,
    );
    expect(redactText(out)).toBe(out);
  });
  it('is fast on a long run after the prefix', () => {
    const started = performance.now();
    redactText(`/__emulator/run/${'a'.repeat(200_000)}`.repeat(2));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('redaction of large text', () => {
  // An 80 KB run without `=` took 27 s: the key pattern tried every start and backtracked to each.
  const elapsed = (text: string) => {
    const started = performance.now();
    const out = redactText(text);
    return { out, ms: performance.now() - started };
  };
  it('is linear on long runs without `=` and still redacts what follows', () => {
    for (const run of ['a'.repeat(80_000), '-'.repeat(80_000), 'a-'.repeat(100_000)]) {
      const { out, ms } = elapsed(`${run} token=abc&orderId=1`);
      expect(ms, `${run.slice(0, 4)}… took ${ms} ms`).toBeLessThan(1000);
      expect(out.endsWith(`token=${REDACTED}&orderId=1`)).toBe(true);
    }
  });
  it('is fast on other hostile shapes (quotes, digits, separators)', () => {
    for (const text of [
      '"a'.repeat(100_000),
      `"k": "${'x'.repeat(200_000)}`,
      `1${' '.repeat(200_000)}`,
      '1 '.repeat(100_000),
      'a=b'.repeat(50_000),
    ]) {
      const { ms } = elapsed(text);
      expect(ms, `${text.slice(0, 6)}… took ${ms} ms`).toBeLessThan(1000);
    }
  });
  it('takes at most a bounded amount of text, saying what it cut', () => {
    const out = redactText(`token=abc ${'x'.repeat(2_000_000)}`);
    expect(out.startsWith(`token=${REDACTED} `)).toBe(true);
    expect(out.length).toBeLessThan(300_000);
    expect(out).toMatch(/\[\d+ characters cut\]$/);
  });
});
