import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyUrl, isSafeWebUrl, safeWebUrl } from './safe-url';

const here = 'https://h5.example/#/loanDetails';

describe('classifyUrl', () => {
  it('loads our own origin in the page, sends other https origins to the system browser', () => {
    expect(classifyUrl('/#/repay', here)).toEqual({
      kind: 'page',
      url: 'https://h5.example/#/repay',
    });
    expect(classifyUrl('https://lender.example/pay?x=1', here)).toEqual({
      kind: 'browser',
      url: 'https://lender.example/pay?x=1',
    });
    expect(classifyUrl('//lender.example/pay', here).kind).toBe('browser');
    expect(classifyUrl('http://127.0.0.1:5173/x', 'http://127.0.0.1:5173/#/a').kind).toBe('page');
  });

  it('refuses plain http elsewhere, script-bearing, empty and foreign-scheme URLs', () => {
    for (const bad of [
      'http://a.example',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'data:text/html,hi',
      'vbscript:x',
      'intent://scan/#Intent;end',
      'content://contacts',
      'file:///etc/hosts',
      'chrome://settings',
      'view-source:https://h5.example',
      'jar:https://h5.example/a!/',
      'ws://h5.example',
      'weixin://dl',
      '',
      '   ',
      null,
      42,
    ]) {
      expect(classifyUrl(bad, here).kind, String(bad)).toBe('refused');
    }
  });

  it('refuses a URL with a control, invisible or non-ASCII character instead of cleaning it', () => {
    for (const bad of [
      'ht\u0000tps://evil.example',
      'héttps://evil',
      'https://lender.example/pa\u200By',
      'https://lender.example/\u202Epay',
      'https://lender.example/a b',
      '/#/re\u0007pay',
    ]) {
      expect(classifyUrl(bad, here, 'rupiahku').kind, JSON.stringify(bad)).toBe('refused');
      expect(isSafeWebUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('gives the normalised absolute URL it checked; blob: refused, relative resolved', () => {
    expect(classifyUrl(' HTTPS://Lender.Example/a/../pay ', here)).toEqual({
      kind: 'browser',
      url: 'https://lender.example/pay',
    });
    expect(classifyUrl('RUPIAHKU://product/12', here, 'rupiahku')).toEqual({
      kind: 'native',
      url: 'rupiahku://product/12',
    });
    expect(classifyUrl('#/repay?orderId=1', here)).toEqual({
      kind: 'page',
      url: 'https://h5.example/#/repay?orderId=1',
    });
    expect(classifyUrl('blob:https://h5.example/0d2c6a8e-6d3e-4b2a', here).kind).toBe('refused');
    expect(safeWebUrl(' https://IMG.example/a.png')).toBe('https://img.example/a.png');
  });

  it("hands the brand's app scheme to the shell only", () => {
    expect(classifyUrl('rupiahku://product/12', here, 'rupiahku')).toEqual({
      kind: 'native',
      url: 'rupiahku://product/12',
    });
    expect(classifyUrl('otherapp://product/12', here, 'rupiahku').kind).toBe('refused');
    expect(isSafeWebUrl('rupiahku://product/12')).toBe(false);
    expect(isSafeWebUrl('https://img.example/a.png')).toBe(true);
  });

  it('never throws, and never lets anything but https, our origin or the app scheme through', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (raw) => {
        const verdict = classifyUrl(raw, here, 'rupiahku');
        if (verdict.kind === 'refused') return;
        const url = new URL(verdict.url, here);
        if (verdict.kind === 'page') expect(url.origin).toBe('https://h5.example');
        if (verdict.kind === 'browser') expect(url.protocol).toBe('https:');
        if (verdict.kind === 'native') expect(url.protocol).toBe('rupiahku:');
      }),
      { numRuns: 2000 },
    );
  });
});
