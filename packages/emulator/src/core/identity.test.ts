import { describe, expect, it } from 'vitest';
import { getDevice } from './devices';
import { generateIdentity, IDENTITY_KEYS, putIdentity } from './identity';

describe('identity', () => {
  it('generates a signed-in borrower with every identity parameter', () => {
    const id = generateIdentity(getDevice('iphone-small'));
    expect(Object.keys(id).sort()).toEqual([...IDENTITY_KEYS].sort());
    expect(id.token).not.toBe('');
    expect(id.platform).toBe('ios');
    expect(id.deviceName).toBe('iPhone SE');
    expect(generateIdentity(getDevice('android-low')).deviceId).not.toBe(id.deviceId);
  });
  it('takes given values over generated ones', () => {
    expect(
      generateIdentity(getDevice('android-low'), { languageType: '1', deviceId: 'd1' }),
    ).toMatchObject({ languageType: '1', deviceId: 'd1' });
  });
  it('puts the identity into a route, a hash or a full URL, after the route query', () => {
    const id = { deviceId: 'd1', token: 't 1' };
    expect(putIdentity('http://h:1/', '/repay?orderId=7', id)).toBe(
      'http://h:1/#/repay?orderId=7&deviceId=d1&token=t+1',
    );
    expect(putIdentity('http://h:1', '#/aboutUs', id)).toBe(
      'http://h:1/#/aboutUs?deviceId=d1&token=t+1',
    );
    expect(putIdentity('http://ignored/', 'http://o:2/app/#/x?a=1', { token: 't' })).toBe(
      'http://o:2/app/#/x?a=1&token=t',
    );
  });
  it('drops a key given as empty (a signed-out borrower)', () => {
    expect(putIdentity('http://h/', '/x?token=old', { token: '' })).toBe('http://h/#/x');
  });
});
