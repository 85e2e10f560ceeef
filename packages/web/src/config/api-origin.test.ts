import { describe, expect, it } from 'vitest';
import { placeApi } from './api-origin';

const H5 = 'https://h5.brand.example';
const at = (protocol: string, named?: unknown) => ({
  location: { protocol },
  ...(named === undefined ? {} : { LoanApiOrigin: named }),
});

describe('placeApi', () => {
  it('keeps the API on the page origin on http(s): the network and the Android package', () => {
    expect(placeApi('/volleys', H5, at('https:'))).toBe('/volleys');
    expect(placeApi('/volleys', H5, at('http:'))).toBe('/volleys');
  });

  it("sends it to the brand's hosting origin from the iOS package scheme", () => {
    expect(placeApi('/volleys', H5, at('app:'))).toBe('https://h5.brand.example/volleys');
  });

  it('follows the origin the shell names, and only a bare http(s) origin', () => {
    expect(placeApi('/volleys', H5, at('http:', 'http://127.0.0.1:5171'))).toBe(
      'http://127.0.0.1:5171/volleys',
    );
    for (const bad of ['javascript:alert(1)', 'https://a.example/x', 'https://u:p@a.example', 42])
      expect(placeApi('/volleys', H5, at('https:', bad))).toBe('/volleys');
  });

  it('leaves absolute and empty URLs, and Node (no page), alone', () => {
    expect(placeApi('https://api.example/v', H5, at('app:'))).toBe('https://api.example/v');
    expect(placeApi('', H5, at('app:'))).toBe('');
    expect(placeApi('/volleys', H5, undefined)).toBe('/volleys');
  });
});
