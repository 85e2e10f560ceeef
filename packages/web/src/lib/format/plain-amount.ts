import type { Market } from '../../config';
import { stripSeparators } from './numbers';

// Its own file: the entry imports it (a route's early read carries the amount), and the rest of
// amount.ts stays out of the entry.

const PLAIN_UNSIGNED = /^\d+(\.\d{1,2})?$/;

/**
 * The amount as the servers and our routes carry it: digits and an optional decimal point, from a
 * plain or a grouped text ('1.500.000', '₹1,500.50'). Not a positive amount: ''.
 */
export function plainAmount(raw: string, market: Market): string {
  const text = raw.trim();
  if (PLAIN_UNSIGNED.test(text)) return text;
  const stripped = stripSeparators(text, market);
  return PLAIN_UNSIGNED.test(stripped) && Number(stripped) > 0 ? stripped : '';
}
