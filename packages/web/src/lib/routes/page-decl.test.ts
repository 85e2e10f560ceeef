import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { describe, expect, it } from 'vitest';
import { adaptCall, orderCall } from '../http/page-call';
import { declarePage, pageEarlyReads, pageMissing, pageRoute } from './page-decl';
import { readPageParams } from './page-params';

const q = (s: string) => new URLSearchParams(s);

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

describe('page declarations', () => {
  const call = orderCall('/v3/x');
  const decl = declarePage(PAGES.payMethod, {
    valid: (p) => p.amount !== '',
    calls: [
      adaptCall(call, (p) => p),
      { method: 'GET', path: '/v3/y', params: (p) => ({ fresh: p.fresh ? 'a' : 'b' }) },
    ],
  });

  it('posts both ids of the order, with what the page adds', () => {
    const route = pageRoute(decl, () => Promise.reject(new Error('not loaded')));
    expect(route.path).toBe(PAGES.payMethod.path);
    expect(route.borrower).toBe(true);
    const reads = route.earlyRead?.(q('productId=1&orderId=7&fresh=1'));
    const wire = [reads ?? []].flat().map((r) => ({ ...r, endpoint: r.endpoint.path }));
    expect(wire).toEqual([
      { endpoint: '/v3/x', params: { productId: '1', orderId: '7' } },
      { endpoint: '/v3/y', params: { fresh: 'a' } },
    ]);
    expect([reads ?? []].flat().map((r) => r.endpoint.method)).toEqual(['POST', 'GET']);
  });

  it('reads nothing early without both ids', () => {
    const read = (s: string) => pageEarlyReads(decl, readPageParams(PAGES.payMethod, q(s)));
    expect(read('productId=1')).toEqual([]);
    expect(read('orderId=7&productId=')).toEqual([]);
  });

  it('is missing what its first call or its own rules need', () => {
    const missing = (s: string) => pageMissing(decl, readPageParams(PAGES.payMethod, q(s)));
    expect(missing('productId=1&orderId=7&amount=5')).toBe(false);
    expect(missing('productId=1&orderId=7')).toBe(true);
    expect(missing('productId=1&amount=5')).toBe(true);
    const required = declarePage(PAGES.complaintForm, { required: ['problemType'] });
    expect(pageMissing(required, readPageParams(PAGES.complaintForm, q('orderNo=1')))).toBe(true);
    expect(pageMissing(required, readPageParams(PAGES.complaintForm, q('problemType=2')))).toBe(
      false,
    );
  });

  it('declares no early read for a page without calls', () => {
    expect(pageRoute(declarePage(PAGES.complaintList), () => Promise.reject()).earlyRead).toBe(
      undefined,
    );
  });
});
