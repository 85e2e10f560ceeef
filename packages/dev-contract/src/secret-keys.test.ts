import { describe, expect, it } from 'vitest';
import { isSecretKey } from './secret-keys.ts';

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
});
