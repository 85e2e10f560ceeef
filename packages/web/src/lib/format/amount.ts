import type { Market } from '../../config';
import { stripSeparators, toNumber } from './numbers';

const PLAIN = /^-?\d+(\.\d{1,2})?$/;

/**
 * An amount the server sent as a number or as text, possibly grouped for the market
 * ('1.500.000', '₹1,500.50'). A plain number with at most two decimals is taken as it is, so
 * '1500000.00' is not mistaken for a grouped '150000000' in rupiah. Not an amount: 0.
 */
export function parseAmount(value: string | number, market: Market): number {
  if (typeof value === 'number') return toNumber(value);
  const text = value.trim();
  return toNumber(PLAIN.test(text) ? text : stripSeparators(text, market));
}

/** The market an amount's text is written for (its symbol), else `fallback`. */
export function amountMarket(text: string, fallback: Market): Market {
  if (/Rp|IDR/i.test(text)) return 'ID';
  if (/₹|INR|Rs/.test(text)) return 'IN';
  return fallback;
}
