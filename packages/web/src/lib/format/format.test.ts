import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { formatAmount, formatCents, formatMoney, formatNumber } from './format';
import { stripSeparators } from './numbers';

describe('formats', () => {
  it('shows an amount to pay without decimals when whole, with two otherwise', () => {
    expect(formatAmount(501000, 'ID')).toBe('Rp501.000');
    expect(formatAmount('80000', 'IN')).toBe('₹80,000');
    expect(formatAmount(80.5, 'IN')).toBe('₹80.50');
    expect(formatAmount('1500.25', 'ID')).toBe('Rp1.500,25');
  });

  it('groups for each market', () => {
    expect(formatNumber(1000000, 'ID')).toBe('1.000.000');
    expect(formatNumber(1000000, 'IN')).toBe('10,00,000');
    expect(formatMoney(15000000, 'ID')).toBe('Rp15.000.000');
    expect(formatMoney('80000', 'IN')).toBe('₹80,000');
    expect(formatMoney(-5, 'IN')).toBe('-₹5');
    expect(formatMoney('not a number', 'ID')).toBe('Rp0');
  });

  it("property: groups and rounds as the engine's Intl.NumberFormat does, on every engine alike", () => {
    const intl = (market: 'IN' | 'ID', decimals: number) =>
      new Intl.NumberFormat(market === 'IN' ? 'en-IN' : 'id-ID', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
        // An amount that rounds to zero shows no sign (Intl's default would show "-0").
        signDisplay: 'negative',
      });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e13, max: 1e13 }),
          fc.integer({ min: -1e11, max: 1e11 }).map((c) => c / 100),
          fc.integer({ min: 0, max: 1e9 }).map((c) => c / 1000),
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        ),
        fc.constantFrom('ID' as const, 'IN' as const),
        fc.constantFrom(0, 2),
        (n, market, decimals) => {
          expect(formatNumber(n, market, decimals)).toBe(intl(market, decimals).format(n));
        },
      ),
      { numRuns: 2000 },
    );
    // Halves round up on the decimal text (1.005 is 1.00499.. in binary).
    expect(formatNumber(1.005, 'IN', 2)).toBe('1.01');
    expect(formatNumber(2.5, 'ID')).toBe('3');
    expect(formatNumber(999999.995, 'IN', 2)).toBe('10,00,000.00');
    expect(formatNumber(-0.001, 'ID', 2)).toBe(intl('ID', 2).format(-0.001));
  });

  it('divides cents by 100 with two decimals', () => {
    expect(formatCents(123456, 'IN')).toBe('1,234.56');
    expect(formatCents('100', 'ID')).toBe('1,00');
  });

  it('formats dates day first in both markets, with and without time', () => {
    const d = new Date(2026, 11, 5, 7, 8, 9);
    expect(formatDate(d, 'IN')).toBe('05/12/2026');
    expect(formatDate(d, 'ID')).toBe('05/12/2026');
    expect(formatDate(d, 'ID', true)).toBe('05/12/2026 07:08');
    // The server's text is local time, with or without a time.
    expect(formatDate('2026-12-05', 'IN')).toBe('05/12/2026');
    expect(formatDate('2026-03-04 10:11:12', 'ID', true)).toBe('04/03/2026 10:11');
    expect(formatDate(d.getTime() / 1000, 'IN')).toBe('05/12/2026');
    expect(formatDate('garbage', 'IN')).toBe('');
    expect(formatDate('2026-13-45', 'IN')).not.toBe('2026-13-45');
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
