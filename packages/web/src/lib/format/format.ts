import type { Market } from '../../config';
import { toNumber } from './numbers';

const LOCALE: Record<Market, string> = { IN: 'en-IN', ID: 'id-ID' };
const SYMBOL: Record<Market, string> = { IN: '₹', ID: 'Rp' };

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(market: Market, decimals: number): Intl.NumberFormat {
  const key = `${market}:${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[market], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Groups a number for the market: id-ID with dots (1.000.000), en-IN in lakhs (10,00,000). */
export function formatNumber(value: number | string, market: Market, decimals = 0): string {
  return numberFormat(market, decimals).format(toNumber(value));
}

/** Money with the market's symbol and no space: `Rp1.000.000`, `₹80,000`. */
export function formatMoney(value: number | string, market: Market, decimals = 0): string {
  const n = toNumber(value);
  const sign = n < 0 ? '-' : '';
  return `${sign}${SYMBOL[market]}${formatNumber(Math.abs(n), market, decimals)}`;
}

/** Amounts stored in the smallest unit: divided by 100, two decimals, grouped for the market. */
export function formatCents(cents: number | string, market: Market): string {
  return formatNumber(toNumber(cents) / 100, market, 2);
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with time; accepts a Date, epoch ms or seconds, or text. */
export function formatDate(input: Date | number | string, withTime = false): string {
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input < 1e12 ? input * 1000 : input);
  else if (/^\d+$/.test(input)) return formatDate(Number(input), withTime);
  else date = new Date(input.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
