import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads plain and grouped amounts of both markets', () => {
    expect(parseAmount(1500000, 'ID')).toBe(1500000);
    expect(parseAmount('1500000.00', 'ID')).toBe(1500000);
    expect(parseAmount('1.500.000', 'ID')).toBe(1500000);
    expect(parseAmount('Rp1.500', 'ID')).toBe(1500);
    expect(parseAmount('₹1,50,000.50', 'IN')).toBe(150000.5);
    expect(parseAmount('', 'IN')).toBe(0);
    expect(parseAmount('abc', 'ID')).toBe(0);
  });
});
