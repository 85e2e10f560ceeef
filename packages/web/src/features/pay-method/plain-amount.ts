import type { Market } from '../../config';
import { stripSeparators } from '../../lib/format';

/**
 * The amount as the server wants it: digits and an optional decimal point. Our own pages already
 * pass it so; a shell or an old link may still send it grouped ('1.500.000', '₹1,500.50').
 */
export function plainAmount(raw: string, market: Market): string {
  const text = raw.trim();
  if (/^\d+(\.\d{1,2})?$/.test(text)) return text;
  const stripped = stripSeparators(text, market);
  return /^\d+(\.\d{1,2})?$/.test(stripped) && Number(stripped) > 0 ? stripped : '';
}
