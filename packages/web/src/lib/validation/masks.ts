import { digitsOnly } from './validators';

/** Digits in groups of the given sizes, separated by spaces; the last group takes the rest. */
export function groupDigits(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  groups.forEach((size, i) => {
    const end = i === groups.length - 1 ? digits.length : at + size;
    if (at < digits.length) parts.push(digits.slice(at, end));
    at = end;
  });
  return parts.join(' ');
}

/** Phone input: digits only, capped (11 by default), shown 3-4-4 (or the given groups). */
export function maskPhone(
  value: string,
  maxDigits = 11,
  groups: readonly number[] = [3, 4, 4],
): string {
  return groupDigits(digitsOnly(value).slice(0, maxDigits), groups);
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
