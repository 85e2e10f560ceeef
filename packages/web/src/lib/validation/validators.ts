/** Phone rules per market (architecture decision): India 10 digits starting 6-9; Indonesia 08
 * then 8-11 digits; the Chinese template keeps the specified rule (11 digits, 1, then 3-9). */
export type PhoneRule = 'IN' | 'ID' | 'CN';

const PHONE: Record<PhoneRule, RegExp> = {
  IN: /^[6-9]\d{9}$/,
  ID: /^08\d{8,11}$/,
  CN: /^1[3-9]\d{9}$/,
};

/** The longest phone each rule accepts, used to cap the input. */
export const PHONE_MAX_DIGITS: Record<PhoneRule, number> = { IN: 10, ID: 13, CN: 11 };

/**
 * How a phone number is grouped as it is typed: the Chinese template's 3-4-4 (capped at 11, as
 * specified), India's 5-5 (98765 43210) and Indonesia's 4-4-rest (0812 3456 7890).
 */
export const PHONE_GROUPS: Record<PhoneRule, readonly number[]> = {
  CN: [3, 4, 4],
  IN: [5, 5],
  ID: [4, 4, 5],
};

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPhone(value: string, rule: PhoneRule): boolean {
  return PHONE[rule].test(digitsOnly(value)) && /^[\d\s-]+$/.test(value.trim());
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

export function isChinese(value: string): boolean {
  return /^[\u4e00-\u9fa5]+$/.test(value);
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isInteger(value: string): boolean {
  return /^-?\d+$/.test(value.trim());
}

export function isDecimal(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}
