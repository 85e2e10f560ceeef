import type { Market } from '../../config';

// Reading numbers out of server values and displayed amounts, apart from the formatting (Intl):
// the entry reads an amount from the address before the kit has loaded.

/** Parses a server number that may arrive as a number or a plain numeric string. */
export function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : 0;
}

/**
 * Removes the grouping (and the currency symbol) from a displayed amount, as the repayment pages
 * expect: `Rp1.000.000` -> `1000000`, `₹1,00,000.50` -> `100000.50`, `1.500,25` (id) -> `1500.25`.
 */
export function stripSeparators(text: string | number, market: Market): string {
  const raw = String(text).replace(/[₹\s]|Rp|INR|IDR/g, '');
  const cleaned =
    market === 'ID' ? raw.replace(/\./g, '').replace(',', '.') : raw.replace(/,/g, '');
  return cleaned.replace(/[^\d.-]/g, '');
}
