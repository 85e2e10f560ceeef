import { describe, expect, it } from 'vitest';
import { ownRoute, withQuery } from './open-target';

describe('open target', () => {
  it('appends params into the hash query of hash routes and the query of others', () => {
    expect(withQuery('#/repay', { productId: '1', amount: '1575000' })).toBe(
      '#/repay?productId=1&amount=1575000',
    );
    expect(withQuery('#/loanDetails?orderId=9', { from: 'confirm' })).toBe(
      '#/loanDetails?orderId=9&from=confirm',
    );
    expect(withQuery('https://pay.example/repay?x=1', { orderId: '2' })).toBe(
      'https://pay.example/repay?x=1&orderId=2',
    );
    expect(withQuery('https://h5.example/#/repay?x=1', { orderId: '2' })).toBe(
      'https://h5.example/#/repay?x=1&orderId=2',
    );
    expect(withQuery('https://pay.example/p#top', { orderId: '2' })).toBe(
      'https://pay.example/p?orderId=2#top',
    );
  });

  it('recognises our own routes only', () => {
    const here = { href: 'http://127.0.0.1:5173/#/loanConfirm?productId=1' };
    expect(ownRoute('#/repay?orderId=1', here)).toBe('/repay?orderId=1');
    expect(ownRoute('http://127.0.0.1:5173/#/loanDetails?orderId=1', here)).toBe(
      '/loanDetails?orderId=1',
    );
    expect(ownRoute('https://other.example/#/loanDetails', here)).toBeNull();
    expect(ownRoute('rupiahku://product/detail', here)).toBeNull();
    expect(ownRoute('javascript:alert(1)', here)).toBeNull();
  });
});
