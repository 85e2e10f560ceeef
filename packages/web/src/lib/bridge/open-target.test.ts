import { describe, expect, it, vi } from 'vitest';
import { getIdentity, initIdentity, watchIdentity } from '../identity';
import { openTarget, ownRoute, withQuery } from './open-target';

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

  it('drops the identity a server link to our route carries, never adopting it', async () => {
    window.history.replaceState(null, '', '/#/loanConfirm?productId=1&token=tok-A&deviceId=d-1');
    initIdentity(window);
    const changed = vi.fn();
    const stop = watchIdentity(window, changed);
    const navigate = vi.fn();
    try {
      const how = await openTarget(
        '#/loanDetails?orderId=9&token=tok-B&deviceId=d-2&gid=g-B&languageType=1',
        { productId: '1' },
        navigate,
      );
      expect(how).toBe('app');
      expect(navigate).toHaveBeenCalledWith('/loanDetails?orderId=9&productId=1');
      expect(changed).not.toHaveBeenCalled();
      expect(getIdentity()).toMatchObject({ token: 'tok-A', deviceId: 'd-1' });
      expect(getIdentity().gid).toBeUndefined();
      // A full URL of our own document: the same.
      await openTarget(`${window.location.origin}/#/repay?orderId=9&token=tok-B`, {}, navigate);
      expect(navigate).toHaveBeenLastCalledWith('/repay?orderId=9');
      expect(getIdentity().token).toBe('tok-A');
    } finally {
      stop();
    }
  });
});
