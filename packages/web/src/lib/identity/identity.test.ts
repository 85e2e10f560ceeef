import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson, writeJson } from '../storage';
import {
  borrowerStorageKey,
  currentMarket,
  forgetIdentity,
  getIdentity,
  hasBorrower,
  initIdentity,
  marketServicePhone,
  readIdentity,
  watchIdentity,
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

  it('reads and strips identity on a later same-document navigation; another borrower replaces the old one', () => {
    go('/#/loanDetails?orderId=9&token=tok-A&deviceId=dev-1&gid=g-A&languageType=2');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('pay-choice'), { state: { payCode: 'BCA' } });
    writeJson('session', borrowerStorageKey('intents'), { x: { key: 'k-A', at: Date.now() } });
    const changed = vi.fn();
    const stop = watchIdentity(window, changed);
    try {
      // The shell reuses its webview for borrower B: the hash changes, the document stays.
      window.location.hash = '#/repay?orderId=5&token=tok-B&deviceId=dev-1&gid=g-B&languageType=2';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(window.location.href).not.toMatch(/tok-|g-B|dev-1/);
      expect(window.location.hash).toBe('#/repay?orderId=5');
      expect(getIdentity()).toMatchObject({ token: 'tok-B', gid: 'g-B' });
      expect(changed).toHaveBeenCalledWith('replaced');
      // A's stored data went with A; B starts with nothing of A's.
      expect(JSON.stringify(localStorage)).not.toContain('BCA');
      expect(JSON.stringify(sessionStorage)).not.toMatch(/k-A|tok-A/);
      expect(readJson('session', 'identity')).toMatchObject({ token: 'tok-B' });
      // The same identity again only leaves the address.
      changed.mockClear();
      window.location.hash = '#/repay?orderId=6&token=tok-B&deviceId=dev-1&gid=g-B&languageType=2';
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(window.location.hash).toBe('#/repay?orderId=6');
      expect(changed).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it("keeps the borrower's data when the same borrower's identity arrives with a new value", () => {
    go('/#/x?token=tok-A&deviceId=dev-1&languageType=2');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('pay-choice'), { state: { payCode: 'BCA' } });
    const changed = vi.fn();
    const stop = watchIdentity(window, changed);
    try {
      window.location.hash = '#/x?token=tok-A&deviceId=dev-1&languageType=1';
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(changed).toHaveBeenCalledWith('updated');
      expect(currentMarket().market).toBe('IN');
      expect(JSON.stringify(localStorage)).toContain('BCA');
    } finally {
      stop();
    }
  });

  it('merges keys that name no borrower: a language-only navigation keeps the borrower signed in', () => {
    go('/#/repay?productId=1&orderId=1&token=tok-A&gid=g-A&deviceId=dev-1&languageType=2');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('pay-choice'), { state: { payCode: 'BCA' } });
    const changed = vi.fn();
    const stop = watchIdentity(window, changed);
    try {
      window.location.hash = '#/repay?productId=1&orderId=1&languageType=1';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(changed).toHaveBeenCalledWith('updated');
      expect(getIdentity()).toMatchObject({ token: 'tok-A', gid: 'g-A', languageType: '1' });
      expect(hasBorrower()).toBe(true);
      expect(JSON.stringify(localStorage)).toContain('BCA');
      expect(readJson('session', 'identity')).toMatchObject({ token: 'tok-A', languageType: '1' });
    } finally {
      stop();
    }
  });

  it('at start, removes what other borrowers left in storage and keeps the current one', () => {
    go('/#/x?token=tok-A&gid=g-A&deviceId=dev-1');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('complaint-drafts'), { state: { drafts: { a: 'A' } } });
    const aKey = borrowerStorageKey('pay-choice');
    writeJson('local', aKey, { state: { payCode: 'BCA' } });
    // Borrower A logs out in the native app (our pages never hear of it); B opens a page.
    sessionStorage.clear();
    go('/#/x?token=tok-B&gid=g-B&deviceId=dev-1');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('pay-choice'), { state: { payCode: 'BNI' } });
    expect(JSON.stringify(localStorage)).not.toMatch(/BCA|"A"/);
    // B's own data survives B's next start (a reload), and a start without a borrower keeps none.
    go('/#/x');
    initIdentity(window);
    expect(JSON.stringify(localStorage)).toContain('BNI');
    sessionStorage.clear();
    go('/#/aboutUs?languageType=1');
    initIdentity(window);
    expect(JSON.stringify(localStorage)).not.toContain('BNI');
    localStorage.setItem('hl:unrelated', '"kept"');
    initIdentity(window);
    expect(localStorage.getItem('hl:unrelated')).toBe('"kept"');
  });

  it("reads the identity at the entry without touching another borrower's data; the app's start clears it", () => {
    go('/#/x?token=tok-A&gid=g-A&deviceId=dev-1');
    initIdentity(window);
    writeJson('local', borrowerStorageKey('pay-choice'), { state: { payCode: 'BCA' } });
    sessionStorage.clear();
    go('/#/x?token=tok-B&gid=g-B&deviceId=dev-1');
    const read = readIdentity(window);
    expect(read).toMatchObject({ token: 'tok-B', gid: 'g-B' });
    expect(window.location.href).not.toContain('tok-B');
    expect(JSON.stringify(localStorage)).toContain('BCA');
    // The app's start reads the same borrower (from sessionStorage now) and clears A's data.
    expect(initIdentity(window)).toEqual(read);
    expect(JSON.stringify(localStorage)).not.toContain('BCA');
  });

  it('reloads a document restored from the back-forward cache when its borrower is not the stored one', () => {
    go('/#/repay?token=tok-A&gid=g-A&deviceId=dev-1');
    initIdentity(window);
    const changed = vi.fn();
    const stop = watchIdentity(window, changed);
    try {
      // Restored with the same borrower stored: nothing happens.
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(changed).not.toHaveBeenCalled();
      // A first load's pageshow is not a restore.
      writeJson('session', 'identity', { token: 'tok-B', gid: 'g-B', deviceId: 'dev-1' });
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      expect(changed).not.toHaveBeenCalled();
      // Another document of this webview adopted borrower B meanwhile.
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(changed).toHaveBeenCalledWith('replaced');
      // Or forgot the borrower (a logout).
      changed.mockClear();
      sessionStorage.clear();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(changed).toHaveBeenCalledWith('replaced');
    } finally {
      stop();
    }
  });
});
