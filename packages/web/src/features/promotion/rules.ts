import { brandNames, type Language, type Market } from '../../config';
import { digitsOnly, isPhone, PHONE_MAX_DIGITS, type PhoneRule } from '../../lib/validation';

/** What a template's language decides: the texts and the phone rule (architecture decision). */
export interface TemplateLocale {
  language: Language;
  rule: PhoneRule;
}

/** zh-CN keeps the specified rule; en-IN and id-ID use their market's; no lang uses the visitor's market. */
export function templateLocale(lang: string | null | undefined, market: Market): TemplateLocale {
  if (lang === 'zh-CN') return { language: 'zh-CN', rule: 'CN' };
  if (lang === 'en-IN') return { language: 'en-IN', rule: 'IN' };
  if (lang === 'id-ID') return { language: 'id-ID', rule: 'ID' };
  return market === 'IN' ? { language: 'en-IN', rule: 'IN' } : { language: 'id-ID', rule: 'ID' };
}

/**
 * The market a template belongs to: an English template is India's, an Indonesian one Indonesia's;
 * a Chinese (or unmarked) template is the visitor's market's. Its app name and store links follow.
 */
export function templateMarket(lang: string | null | undefined, market: Market): Market {
  if (lang === 'en-IN') return 'IN';
  if (lang === 'id-ID') return 'ID';
  return market;
}

/** The app's name in the template's language: the Chinese name in Chinese, else the English one. */
export function templateAppName(lang: string | null | undefined, market: Market): string {
  const names = brandNames(templateMarket(lang, market));
  return lang === 'zh-CN' ? names.appCnName : names.appEnName;
}

export const CAPTCHA_LENGTH = 4;
export const SMS_LENGTH = 6;
/** Seconds before another code may be requested. */
export const SMS_COUNTDOWN_S = 60;

/** Input caps: the phone to its rule's longest number, the codes to their lengths. */
export function capPhone(value: string, rule: PhoneRule): string {
  return digitsOnly(value).slice(0, PHONE_MAX_DIGITS[rule]);
}
export function capCaptcha(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').slice(0, CAPTCHA_LENGTH);
}
export function capSms(value: string): string {
  return digitsOnly(value).slice(0, SMS_LENGTH);
}

export type FieldError = 'phone' | 'captcha' | 'sms';

/** The first wrong field, in the order the form reads; `sms` is checked only for register. */
export function checkFields(
  fields: { phone: string; captcha: string; sms?: string },
  rule: PhoneRule,
): FieldError | null {
  if (!isPhone(fields.phone, rule)) return 'phone';
  if (fields.captcha.trim().length !== CAPTCHA_LENGTH) return 'captcha';
  if (fields.sms !== undefined && !new RegExp(`^\\d{${SMS_LENGTH}}$`).test(fields.sms))
    return 'sms';
  return null;
}
