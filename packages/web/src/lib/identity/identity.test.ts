import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentMarket,
  forgetIdentity,
  getIdentity,
  hasBorrower,
  initIdentity,
  marketServicePhone,
} from './identity';

function go(url: string) {
  window.history.replaceState(null, '', url);
}

describe('identity', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    forgetIdentity();
  });

  it('takes the identity from the hash query once and removes it from the address', () => {
    go(
      '/#/loanDetails?productId=7&orderId=9&token=secret-token&deviceId=dev-1&languageType=1&platform=android',
    );
    const id = initIdentity(window);
    expect(id).toMatchObject({
      token: 'secret-token',
      deviceId: 'dev-1',
      languageType: '1',
      platform: 'android',
    });
    expect(window.location.hash).toBe('#/loanDetails?productId=7&orderId=9');
    expect(hasBorrower()).toBe(true);
    expect(currentMarket().currencySymbol).toBe('₹');
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
  });

  it("falls back to the support number of the borrower's own market", () => {
    go('/#/customerService?token=t1&languageType=1');
    initIdentity(window);
    expect(marketServicePhone()).toMatch(/^\+91 /);
    go('/#/customerService?token=t1&languageType=2');
    initIdentity(window);
    expect(marketServicePhone()).toMatch(/^\+62 /);
  });

  it('keeps the identity across a reload through sessionStorage', () => {
    go('/#/repay?token=t1&languageType=2');
    initIdentity(window);
    go('/#/repay');
    const again = initIdentity(window);
    expect(again.token).toBe('t1');
    expect(currentMarket().language).toBe('id-ID');
  });

  it('reads the ordinary query too and treats no token as signed out', () => {
    go('/?deviceId=d2#/relevant?scene=banner_fudai');
    initIdentity(window);
    expect(getIdentity()).toEqual({ deviceId: 'd2' });
    expect(window.location.search).toBe('');
    expect(hasBorrower()).toBe(false);
    expect(currentMarket().market).toBe('ID');
  });

  it('forgets the borrower but keeps the language', () => {
    go('/#/x?token=t&languageType=1');
    initIdentity(window);
    forgetIdentity();
    expect(getIdentity()).toEqual({ languageType: '1' });
    expect(sessionStorage.length).toBe(0);
  });
});
