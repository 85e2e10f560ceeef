import { digitsOnly } from './validators';

/** Phone input: digits only, capped (11 by default), shown 3-4-4. */
export function maskPhone(value: string, maxDigits = 11): string {
  const d = digitsOnly(value).slice(0, maxDigits);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7)].filter(Boolean).join(' ');
}

/** Bank card input: digits in groups of 4 (19 digits at most). */
export function maskBankCard(value: string): string {
  return (
    digitsOnly(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Number input: digits only, optionally capped. */
export function maskNumber(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  return digitsOnly(value).slice(0, maxLength);
}

/** Money input: digits and one dot, two decimals at most. */
export function maskMoney(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}
