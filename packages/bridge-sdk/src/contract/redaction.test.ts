import { describe, expect, it } from 'vitest';
import { isSecretKey, REDACTED, redactText } from './redaction.js';

describe('the secret-key rule', () => {
  it('knows tokens, passwords, codes, card and account numbers and phones, in any case', () => {
    for (const key of [
      'token',
      'repayToken',
      'Authorization-Token',
      'password',
      'passwd',
      'clientSecret',
      'captcha',
      'capcode',
      'smsCode',
      'otp',
      'verifyCode',
      'loginPin',
      'cardNo',
      'bankCardNo',
      'card_number',
      'cvv',
      'accountNo',
      'phone',
      'mobile',
      'telNo',
    ])
      expect(isSecretKey(key), key).toBe(true);
  });

  it('leaves ordinary fields alone', () => {
    for (const key of [
      'orderId',
      'amount',
      'sid',
      'productId',
      'cardId',
      'bankName',
      'spinner',
      'overall',
      'languageType',
    ])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('hides secret pairs, quoted JSON secrets and phone numbers in text, nothing else', () => {
    expect(redactText('GET /x?token=abc&page=2')).toBe(`GET /x?token=${REDACTED}&page=2`);
    expect(redactText('{"smsCode": "1234", "sid": "7"}')).toBe(
      `{"smsCode": "${REDACTED}", "sid": "7"}`,
    );
    expect(redactText('call +91 98765 43210 now')).toBe(`call ${REDACTED} now`);
    expect(redactText('line 12:345')).toBe('line 12:345');
  });

  it('takes another rule for which keys to hide', () => {
    expect(redactText('orderId=42&sid=7', (k) => k === 'orderId')).toBe(
      `orderId=${REDACTED}&sid=7`,
    );
  });

  it('stays linear on a long run without a value', () => {
    const text = 'a'.repeat(200_000);
    const started = performance.now();
    expect(redactText(text)).toBe(text);
    // An outer bound only: the backtracking pattern it replaced took tens of seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
