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

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * How each market writes a date: day first, as on Indian and Indonesian bank statements and
 * documents (`05/12/2026`), in both languages; numbers only, so no month name to translate and
 * nothing for a borrower to read month-first. (Decided in the web README, "Decisions".)
 */
const DATE: Record<Market, (day: string, month: string, year: string) => string> = {
  IN: (d, m, y) => `${d}/${m}/${y}`,
  ID: (d, m, y) => `${d}/${m}/${y}`,
};

/**
 * A date in the market's format, `DD/MM/YYYY` (`05/12/2026`), with `HH:mm` after it when
 * `withTime`; accepts a Date, epoch ms or seconds, or the server's text (`2026-12-05`,
 * `2026-12-05 09:30:00`). Text that is not a date gives '' (show the server's text then).
 */
export function formatDate(
  input: Date | number | string,
  market: Market,
  withTime = false,
): string {
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input < 1e12 ? input * 1000 : input);
  else if (/^\d+$/.test(input)) return formatDate(Number(input), market, withTime);
  else {
    // The server's local date-time text: read as local time on every engine (iOS 14's Safari
    // refuses "2026-12-05 09:30:00" and reads a bare date as UTC).
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(input.trim());
    if (!m) return '';
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  }
  if (Number.isNaN(date.getTime())) return '';
  const day = DATE[market](
    pad(date.getDate()),
    pad(date.getMonth() + 1),
    String(date.getFullYear()),
  );
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
