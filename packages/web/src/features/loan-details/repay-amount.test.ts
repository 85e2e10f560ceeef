import { describe, expect, it } from 'vitest';
import { repayAmount } from './use-detail-actions';

describe('repay amount', () => {
  it('removes the symbol and the grouping of the text’s own market', () => {
    expect(repayAmount('Rp1.575.000')).toBe('1575000');
    expect(repayAmount('₹1,05,000.50')).toBe('105000.50');
    expect(repayAmount('')).toBe('');
  });
});
