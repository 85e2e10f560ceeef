import type { Market } from '../../config';
import { toNumber } from './numbers';

const SYMBOL: Record<Market, string> = { IN: '₹', ID: 'Rp' };

// Grouping by hand rather than with Intl.NumberFormat: a renderer's first NumberFormat loads ICU's
// number data, 33-42 ms on the main thread of a desktop (four times that on a slow phone), inside
// the first render of every page that shows money. The output is Intl's (en-IN lakhs, id-ID dots),
// and on every engine alike; format.test.ts compares the two on random amounts.
const SEPARATORS: Record<Market, { group: string; decimal: string }> = {
  IN: { group: ',', decimal: '.' },
  ID: { group: '.', decimal: ',' },
};

/** `n` (not negative) with `decimals` digits, rounded half up on its decimal text, as Intl does. */
function fixed(n: number, decimals: number): string {
  // 1.005 is 1.00499.. in binary: shifting the decimal point in the text keeps the half up.
  const rounded = Number(`${Math.round(Number(`${n}e${decimals}`))}e-${decimals}`);
  return (Number.isFinite(rounded) ? rounded : n).toFixed(decimals);
}

/** The integer digits grouped: in threes, or (India) the last three and then in twos. */
function group(digits: string, market: Market): string {
  const sep = SEPARATORS[market].group;
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = market === 'IN' ? 2 : 3;
  const parts: string[] = [];
  for (let end = rest.length; end > 0; end -= size)
    parts.unshift(rest.slice(Math.max(0, end - size), end));
  return `${parts.join(sep)}${sep}${last}`;
}

/** Groups a number for the market: id-ID with dots (1.000.000), en-IN in lakhs (10,00,000). */
export function formatNumber(value: number | string, market: Market, decimals = 0): string {
  const n = toNumber(value);
  const [whole = '0', fraction] = fixed(Math.abs(n), decimals).split('.');
  const sign = n < 0 && Number(`${whole}${fraction ?? ''}`) !== 0 ? '-' : '';
  const text = group(whole, market);
  return `${sign}${fraction ? `${text}${SEPARATORS[market].decimal}${fraction}` : text}`;
}

/** Money with the market's symbol and no space: `Rp1.000.000`, `₹80,000`. */
export function formatMoney(value: number | string, market: Market, decimals = 0): string {
  const n = toNumber(value);
  const sign = n < 0 ? '-' : '';
  return `${sign}${SYMBOL[market]}${formatNumber(Math.abs(n), market, decimals)}`;
}

/** An amount to pay: whole amounts without decimals (`Rp501.000`), others with two (`₹80.50`). */
export function formatAmount(value: number | string, market: Market): string {
  return formatMoney(value, market, Number.isInteger(toNumber(value)) ? 0 : 2);
}

/** Amounts stored in the smallest unit: divided by 100, two decimals, grouped for the market. */
export function formatCents(cents: number | string, market: Market): string {
  return formatNumber(toNumber(cents) / 100, market, 2);
}
