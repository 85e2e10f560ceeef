import type { Market } from '../../config';
import { stripSeparators, toNumber } from '../../lib/format';

/**
 * An amount the server sent as a number or as text, possibly grouped for the market
 * ('1.500.000', '₹1,500.50'). A plain number with at most two decimals is taken as it is, so
 * '1500000.00' is not mistaken for a grouped '150000000' in rupiah.
 */
export function parseAmount(value: string | number, market: Market): number {
  if (typeof value === 'number') return toNumber(value);
  const text = value.trim();
  if (/^-?\d+(\.\d{1,2})?$/.test(text)) return toNumber(text);
  return toNumber(stripSeparators(text, market));
}
