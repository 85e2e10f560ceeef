import { describe, expect, it } from 'vitest';
import { plainAmount } from './plain-amount';

describe('plainAmount', () => {
  it('keeps plain amounts and removes the grouping of either market', () => {
    expect(plainAmount('1500000', 'ID')).toBe('1500000');
    expect(plainAmount('1500000.50', 'IN')).toBe('1500000.50');
    expect(plainAmount('1.500.000', 'ID')).toBe('1500000');
    expect(plainAmount('Rp1.500.000', 'ID')).toBe('1500000');
    expect(plainAmount('₹1,50,000.50', 'IN')).toBe('150000.50');
  });

  it('gives nothing for what is not an amount', () => {
    expect(plainAmount('', 'ID')).toBe('');
    expect(plainAmount('abc', 'ID')).toBe('');
    expect(plainAmount('-5', 'IN')).toBe('');
    expect(plainAmount('0', 'IN')).toBe('0');
  });
});
