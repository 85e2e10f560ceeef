import { describe, expect, it } from 'vitest';
import { orderEarlyRead } from './order-early-read';

describe('orderEarlyRead', () => {
  it('posts both ids of the order, with what the page adds', () => {
    const read = orderEarlyRead('/v3/x', (q) => ({ pay_type: q.get('fresh') === '1' ? 'a' : 'b' }));
    expect(read(new URLSearchParams('productId=1&orderId=7&fresh=1'))).toEqual({
      endpoint: { method: 'POST', path: '/v3/x' },
      params: { productId: '1', orderId: '7', pay_type: 'a' },
    });
    expect(orderEarlyRead('/v3/y')(new URLSearchParams('productId=1&orderId=7'))).toEqual({
      endpoint: { method: 'POST', path: '/v3/y' },
      params: { productId: '1', orderId: '7' },
    });
  });
  it('reads nothing early without both ids', () => {
    const read = orderEarlyRead('/v3/x');
    expect(read(new URLSearchParams('productId=1'))).toBeNull();
    expect(read(new URLSearchParams('orderId=7&productId='))).toBeNull();
  });
});
