import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import { orderCall, type PageCall } from '../http/page-call';
import { pageMissing } from './page-needs';
import { readPageParams } from './page-params';
import { pageRoute } from './page-route';

const q = (s: string) => new URLSearchParams(s);
const load = () => Promise.reject(new Error('not loaded'));

describe('page parameters', () => {
  it('reads only the contract row, text empty when absent, flags true for 1 only', () => {
    const page = readPageParams(PAGES.paymentInstructions, q('productId=1&amount=5&fresh=1&x=9'));
    expect(page).toEqual({
      productId: '1',
      orderId: '',
      amount: '5',
      display: false,
      fresh: true,
    });
    expect(readPageParams(PAGES.paymentInstructions, q('display=true')).display).toBe(false);
  });

  it('takes path parameters before the query', () => {
    const page = readPageParams(PAGES.borrowDetail, q('orderId=q&lang=zh-CN'), { orderId: 'p' });
    expect(page.orderId).toBe('p');
    expect(page.lang).toBe('zh-CN');
  });
});

describe('page routes', () => {
  type Pay = { productId: string; orderId: string; fresh: boolean };
  const order = orderCall('/v3/x');
  const flag: PageCall<Pay> = {
    method: 'GET',
    path: '/v3/y',
    params: (p) => ({ fresh: p.fresh ? 'a' : 'b' }),
  };
  const route = pageRoute(PAGES.payMethod, load, order, flag);
  const reads = (s: string) =>
    [route.earlyRead?.(q(s)) ?? []].flat().map((r) => ({
      method: r.endpoint.method,
      path: r.endpoint.path,
      params: r.params,
    }));

  it('posts both ids of the order, with what the page adds', () => {
    expect(route.path).toBe(PAGES.payMethod.path);
    expect(route.borrower).toBe(true);
    expect(reads('productId=1&orderId=7&fresh=1')).toEqual([
      { method: 'POST', path: '/v3/x', params: { productId: '1', orderId: '7' } },
      { method: 'GET', path: '/v3/y', params: { fresh: 'a' } },
    ]);
  });

  it('reads nothing early without both ids', () => {
    expect(reads('productId=1')).toEqual([]);
    expect(reads('orderId=7&productId=')).toEqual([]);
  });

  it('reads nothing early for a page without calls', () => {
    expect(pageRoute(PAGES.complaintList, load).earlyRead?.(q('x=1'))).toBeNull();
  });
});

describe('a page missing what it needs', () => {
  const params = (s: string) => readPageParams(PAGES.payMethod, q(s));
  it('lacks what its first call cannot be made without', () => {
    const call = orderCall('/v3/x');
    expect(pageMissing(params('productId=1&orderId=7'), { call })).toBe(false);
    expect(pageMissing(params('productId=1'), { call })).toBe(true);
  });

  it('lacks a required parameter, or what its own rule asks', () => {
    const needs = {
      required: ['productId'] as const,
      valid: (p: { amount: string }) => !!p.amount,
    };
    expect(pageMissing(params('productId=1&amount=5'), needs)).toBe(false);
    expect(pageMissing(params('productId=1'), needs)).toBe(true);
    expect(pageMissing(params('amount=5'), needs)).toBe(true);
  });
});
