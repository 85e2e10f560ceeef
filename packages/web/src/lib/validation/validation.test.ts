import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBankCard, maskMoney, maskNumber, maskPhone } from './masks';
import { isChinese, isDecimal, isEmail, isInteger, isPhone, isUrl } from './validators';

describe('validators', () => {
  it('checks phones per market', () => {
    expect(isPhone('9876543210', 'IN')).toBe(true);
    expect(isPhone('5876543210', 'IN')).toBe(false);
    expect(isPhone('98765432101', 'IN')).toBe(false);
    expect(isPhone('081234567890', 'ID')).toBe(true);
    expect(isPhone('0812 3456 78', 'ID')).toBe(true);
    expect(isPhone('0712345678', 'ID')).toBe(false);
    expect(isPhone('0812345', 'ID')).toBe(false);
    expect(isPhone('13812345678', 'CN')).toBe(true);
    expect(isPhone('12812345678', 'CN')).toBe(false);
    expect(isPhone('138 1234 5678', 'CN')).toBe(true);
    expect(isPhone('138a12345678', 'CN')).toBe(false);
  });

  it('checks e-mail, Chinese, URL, integers and decimals', () => {
    expect(isEmail('a.b@lender.co.id')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isChinese('中文')).toBe(true);
    expect(isChinese('中a')).toBe(false);
    expect(isUrl('https://x.example/p')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isInteger('-12')).toBe(true);
    expect(isInteger('1.2')).toBe(false);
    expect(isDecimal('1.25')).toBe(true);
    expect(isDecimal('1.')).toBe(false);
  });

  it('property: every generated valid phone passes and keeps its market rule', () => {
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const inPhone = fc
      .tuple(fc.integer({ min: 6, max: 9 }), fc.array(digit, { minLength: 9, maxLength: 9 }))
      .map(([a, r]) => `${a}${r.join('')}`);
    const idPhone = fc.array(digit, { minLength: 8, maxLength: 11 }).map((r) => `08${r.join('')}`);
    fc.assert(fc.property(inPhone, (p) => isPhone(p, 'IN') && !isPhone(p, 'CN')));
    fc.assert(fc.property(idPhone, (p) => isPhone(p, 'ID') && !isPhone(p, 'IN')));
  });
});

describe('masks', () => {
  it('formats as specified', () => {
    expect(maskPhone('13812345678999')).toBe('138 1234 5678');
    expect(maskBankCard('6222 0212 3456 7890 123')).toBe('6222 0212 3456 7890 123');
    expect(maskNumber('a1b2c3', 2)).toBe('12');
    expect(maskMoney('12a.3.4.5')).toBe('12.34');
  });

  it('property: the phone mask keeps at most 11 digits, in 3-4-4 groups, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = maskPhone(s);
        expect(m.replace(/\D/g, '').length).toBeLessThanOrEqual(11);
        expect(m).toMatch(/^(\d{1,3}( \d{1,4}( \d{1,4})?)?)?$/);
        expect(maskPhone(m)).toBe(m);
      }),
    );
  });

  it('property: the card mask groups digits in fours and the money mask has one dot and two decimals', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(maskBankCard(s)).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(maskMoney(s)).toMatch(/^\d*(\.\d{0,2})?$/);
        expect(maskMoney(maskMoney(s))).toBe(maskMoney(s));
      }),
    );
  });
});
