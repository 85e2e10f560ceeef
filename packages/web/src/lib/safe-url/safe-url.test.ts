import { describe, expect, it } from 'vitest';
import { classifyUrl, isSafeWebUrl } from './safe-url';

describe('classifyUrl', () => {
  it('lets http(s) load in the page', () => {
    expect(classifyUrl('https://lender.example/pay?x=1')).toEqual({
      kind: 'web',
      url: 'https://lender.example/pay?x=1',
    });
    expect(classifyUrl('http://a.example').kind).toBe('web');
    expect(isSafeWebUrl('/#/repay')).toBe(true);
  });

  it('refuses script-bearing and empty URLs, including disguised ones', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'data:text/html,hi',
      'vbscript:x',
      '',
      '   ',
      null,
      42,
    ]) {
      expect(classifyUrl(bad).kind).toBe('refused');
    }
  });

  it('hands app schemes to the shell only', () => {
    expect(classifyUrl('loanapp://product/12')).toEqual({
      kind: 'native',
      url: 'loanapp://product/12',
    });
    expect(isSafeWebUrl('loanapp://product/12')).toBe(false);
  });
});
