import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, parseHash } from './hash-location';

describe('hash routing', () => {
  it('parses path and query inside the hash', () => {
    const l = parseHash('#/loanDetails?productId=1&orderId=2');
    expect(l.path).toBe('/loanDetails');
    expect(l.query.get('orderId')).toBe('2');
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#relevant').path).toBe('/relevant');
  });

  it('matches params and builds paths', () => {
    expect(matchPath('/borrowDetail/:orderId', '/borrowDetail/A%2F1')).toEqual({ orderId: 'A/1' });
    expect(matchPath('/borrowDetail/:orderId', '/borrowDetail')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    // A broken escape is no match (the not-found page), never a throw (a blank page).
    expect(matchPath('/borrowDetail/:orderId', '/borrowDetail/%E0%A4%A')).toBeNull();
    expect(matchPath('/borrowDetail/:orderId', '/borrowDetail/%')).toBeNull();
    expect(buildPath('/repay', { productId: 1, orderId: 'x', empty: '', none: undefined })).toBe(
      '/repay?productId=1&orderId=x',
    );
  });
});
