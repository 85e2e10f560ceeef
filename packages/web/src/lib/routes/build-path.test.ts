import { describe, expect, it } from 'vitest';
import { buildPath } from './build-path';

describe('buildPath', () => {
  it('adds the non-empty params as the query', () => {
    expect(buildPath('/repay', { productId: 1, orderId: 'x', empty: '', none: undefined })).toBe(
      '/repay?productId=1&orderId=x',
    );
    expect(buildPath('/complaint', { orderNo: null })).toBe('/complaint');
    expect(buildPath('/a', { q: 'a b&c' })).toBe('/a?q=a+b%26c');
  });
});
