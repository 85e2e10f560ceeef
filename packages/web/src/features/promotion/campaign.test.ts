import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdentity, initIdentity } from '../../lib/identity';
import { carriedParams, clientType, readCampaign } from './campaign';
import { visitorDeviceId } from './visitor-device';

describe('visitor', () => {
  beforeEach(() => forgetIdentity());

  it('makes one device id and keeps it', () => {
    const first = visitorDeviceId();
    expect(first).toMatch(/^web-/);
    expect(visitorDeviceId()).toBe(first);
  });

  it('prefers the device id of a shell that opened the page', () => {
    window.history.replaceState(null, '', '/#/registerTemplate?deviceId=shell-1&id=1');
    initIdentity(window);
    expect(visitorDeviceId()).toBe('shell-1');
  });

  it('carries the campaign with links_id or else down_id', () => {
    const c = readCampaign(
      Object.fromEntries(
        new URLSearchParams('id=1&app_from=a&user_from=u&utm_tag=t&links_id=L&down_id=D'),
      ),
    );
    expect(carriedParams(c)).toEqual({
      app_from: 'a',
      user_from: 'u',
      utm_tag: 't',
      id: '1',
      links_id: 'L',
    });
    expect(carriedParams({ ...c, links_id: '' })).toMatchObject({ down_id: 'D' });
  });

  it('tells ios from android', () => {
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientType('Mozilla/5.0 (Linux; Android 11)')).toBe('android');
  });
});
