import { describe, expect, it } from 'vitest';
import { amountMarket, parseAmount } from './amount';
import { plainAmount } from './plain-amount';

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

describe('amountMarket', () => {
  it('reads the market from the symbol, else keeps the fallback', () => {
    expect(amountMarket('Rp1.575.000', 'IN')).toBe('ID');
    expect(amountMarket('₹1,05,000.50', 'ID')).toBe('IN');
    expect(amountMarket('1000', 'ID')).toBe('ID');
  });
});
