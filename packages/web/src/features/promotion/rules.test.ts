import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../config';
import {
  capCaptcha,
  capPhone,
  capSms,
  checkFields,
  templateAppName,
  templateLocale,
  templateMarket,
} from './rules';

describe('template locale', () => {
  it('follows the template language, else the visitor market', () => {
    expect(templateLocale('zh-CN', 'ID')).toEqual({ language: 'zh-CN', rule: 'CN' });
    expect(templateLocale('en-IN', 'ID')).toEqual({ language: 'en-IN', rule: 'IN' });
    expect(templateLocale('id-ID', 'IN')).toEqual({ language: 'id-ID', rule: 'ID' });
    expect(templateLocale('', 'IN')).toEqual({ language: 'en-IN', rule: 'IN' });
    expect(templateLocale(null, 'ID')).toEqual({ language: 'id-ID', rule: 'ID' });
    expect(templateLocale('fr-FR', 'ID')).toEqual({ language: 'id-ID', rule: 'ID' });
  });
});

describe('registration validators per market', () => {
  const ok = { captcha: 'a7K2', sms: '123456' };

  it('India: 10 digits starting 6-9', () => {
    expect(checkFields({ phone: '9876543210', ...ok }, 'IN')).toBeNull();
    expect(checkFields({ phone: '5876543210', ...ok }, 'IN')).toBe('phone');
    expect(checkFields({ phone: '987654321', ...ok }, 'IN')).toBe('phone');
    expect(checkFields({ phone: '13812345678', ...ok }, 'IN')).toBe('phone');
  });

  it('Indonesia: 08 then 8 to 11 digits', () => {
    expect(checkFields({ phone: '0812345678', ...ok }, 'ID')).toBeNull();
    expect(checkFields({ phone: '0812345678901', ...ok }, 'ID')).toBeNull();
    expect(checkFields({ phone: '081234567', ...ok }, 'ID')).toBe('phone');
    expect(checkFields({ phone: '0712345678', ...ok }, 'ID')).toBe('phone');
    expect(checkFields({ phone: '9876543210', ...ok }, 'ID')).toBe('phone');
  });

  it('Chinese template: the specified rule, 11 digits, 1 then 3-9', () => {
    expect(checkFields({ phone: '13800000011', ...ok }, 'CN')).toBeNull();
    expect(checkFields({ phone: '12800000011', ...ok }, 'CN')).toBe('phone');
    expect(checkFields({ phone: '1380000001', ...ok }, 'CN')).toBe('phone');
    expect(checkFields({ phone: '', ...ok }, 'CN')).toBe('phone');
  });

  it('checks the picture code (4) and the SMS code (6 digits) in form order', () => {
    expect(checkFields({ phone: '13800000011', captcha: '', sms: '' }, 'CN')).toBe('captcha');
    expect(checkFields({ phone: '13800000011', captcha: '123', sms: '123456' }, 'CN')).toBe(
      'captcha',
    );
    expect(checkFields({ phone: '13800000011', captcha: '1234', sms: '12345' }, 'CN')).toBe('sms');
    expect(checkFields({ phone: '13800000011', captcha: '1234', sms: '12345a' }, 'CN')).toBe('sms');
    // Sending the code checks no SMS code.
    expect(checkFields({ phone: '13800000011', captcha: '1234' }, 'CN')).toBeNull();
  });

  it('caps what can be typed', () => {
    expect(capPhone('138 0000 0011 999', 'CN')).toBe('13800000011');
    expect(capPhone('98765-43210-12', 'IN')).toBe('9876543210');
    expect(capPhone('0812-3456-7890-123', 'ID')).toBe('0812345678901');
    expect(capCaptcha('a1 b2-c3')).toBe('a1b2');
    expect(capSms('12a3456789')).toBe('123456');
  });
});

describe("a template's market and app name", () => {
  it('an English template is India’s, an Indonesian one Indonesia’s, a Chinese one the visitor’s', () => {
    expect(templateMarket('en-IN', 'ID')).toBe('IN');
    expect(templateMarket('id-ID', 'IN')).toBe('ID');
    expect(templateMarket('zh-CN', 'IN')).toBe('IN');
    expect(templateMarket('', 'ID')).toBe('ID');
  });

  it("names the app in the template's language and market", () => {
    expect(templateAppName('en-IN', 'ID')).toBe(brandConfig.names.IN.appEnName);
    expect(templateAppName('id-ID', 'IN')).toBe(brandConfig.names.ID.appEnName);
    expect(templateAppName('zh-CN', 'ID')).toBe(brandConfig.names.ID.appCnName);
    expect(templateAppName('zh-CN', 'IN')).toBe(brandConfig.names.IN.appCnName);
  });
});
