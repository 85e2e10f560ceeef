import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatMoney, formatNumber } from './format';
import { stripSeparators } from './numbers';

describe('formats', () => {
  it('groups for each market', () => {
    expect(formatNumber(1000000, 'ID')).toBe('1.000.000');
    expect(formatNumber(1000000, 'IN')).toBe('10,00,000');
    expect(formatMoney(15000000, 'ID')).toBe('Rp15.000.000');
    expect(formatMoney('80000', 'IN')).toBe('₹80,000');
    expect(formatMoney(-5, 'IN')).toBe('-₹5');
    expect(formatMoney('not a number', 'ID')).toBe('Rp0');
  });

  it('divides cents by 100 with two decimals', () => {
    expect(formatCents(123456, 'IN')).toBe('1,234.56');
    expect(formatCents('100', 'ID')).toBe('1,00');
  });

  it('formats dates with and without time', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(d)).toBe('2026-01-05');
    expect(formatDate(d, true)).toBe('2026-01-05 07:08:09');
    expect(formatDate('2026-03-04 10:11:12', true)).toBe('2026-03-04 10:11:12');
    expect(formatDate('garbage')).toBe('');
  });

  it('property: stripping the separators of a formatted integer gives the integer back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('ID' as const, 'IN' as const),
        (n, market) => {
          expect(stripSeparators(formatMoney(n, market), market)).toBe(String(n));
        },
      ),
    );
  });

  it('property: two-decimal amounts survive a round trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.constantFrom('ID' as const, 'IN' as const),
        (cents, market) => {
          expect(Number(stripSeparators(formatCents(cents, market), market))).toBeCloseTo(
            cents / 100,
            2,
          );
        },
      ),
    );
  });
});
