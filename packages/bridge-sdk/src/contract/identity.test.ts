import { describe, expect, it } from 'vitest';
import { IDENTITY_KEYS, type IdentityKey, putIdentity, takeIdentity } from './identity.js';

// A whole identity, every key set (the sandbox's sample borrower lives with the dev tools).
const SAMPLE_IDENTITY: { [K in IdentityKey]: string } = {
  deviceId: 'sample-device',
  appMarket: 'googleplay',
  appVersion: '3.2.0',
  token: 'sample-token',
  appType: '1',
  deviceName: 'Redmi 9A',
  osVersion: '11',
  gid: 'g-1001',
  platform: 'android',
  languageType: '2',
};

describe('identity in a hash URL', () => {
  it('takes the keys from the hash query and the ordinary query, keeping other parameters', () => {
    const { identity, found, url } = takeIdentity(
      'https://h.example/app/?token=s#/repay?orderId=7&deviceId=d&languageType=1',
    );
    expect(found).toBe(true);
    expect(identity).toEqual({ token: 's', deviceId: 'd', languageType: '1' });
    expect(url.href).toBe('https://h.example/app/#/repay?orderId=7');
  });

  it('finds nothing in a URL without identity', () => {
    const { identity, found, url } = takeIdentity('https://h.example/#/aboutUs?x=1');
    expect(found).toBe(false);
    expect(identity).toEqual({});
    expect(url.hash).toBe('#/aboutUs?x=1');
  });

  it('puts an identity into a route as the shell does, and round-trips', () => {
    const href = putIdentity('http://localhost:5173/', '/loanDetails?productId=1', SAMPLE_IDENTITY);
    expect(href.startsWith('http://localhost:5173/#/loanDetails?productId=1&deviceId=')).toBe(true);
    const taken = takeIdentity(href);
    expect(taken.identity).toEqual(SAMPLE_IDENTITY);
    expect(Object.keys(taken.identity)).toEqual([...IDENTITY_KEYS]);
    expect(taken.url.hash).toBe('#/loanDetails?productId=1');
  });

  it('removes a key given as empty and takes origin and path from a full URL', () => {
    const href = putIdentity(
      'http://ignored',
      'https://a.example/web/#/repay?token=old&orderId=1',
      { token: '', gid: 'g' },
    );
    expect(href).toBe('https://a.example/web/#/repay?orderId=1&gid=g');
    expect(putIdentity('http://b/', 'complaint', {})).toBe('http://b/#/complaint');
    expect(putIdentity('http://b/app/bridge-check.html', '/', { token: 't' })).toBe(
      'http://b/app/bridge-check.html#/?token=t',
    );
    expect(putIdentity('http://b/app.v2/', '/', {})).toBe('http://b/app.v2/#/');
  });
});
