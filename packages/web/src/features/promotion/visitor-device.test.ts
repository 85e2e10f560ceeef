import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentity, initIdentity } from '../../lib/identity';
import { visitorDeviceId } from './visitor-device';

const UUID = /^web-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the visitor device id', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetIdentity();
    window.history.replaceState(null, '', '/#/registerTemplate?id=1');
    initIdentity(window);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a random UUID from getRandomValues on engines without crypto.randomUUID, never Math.random', () => {
    const original = crypto.randomUUID;
    const random = vi.spyOn(Math, 'random');
    const values = vi.spyOn(crypto, 'getRandomValues');
    try {
      // Chrome < 92 and iOS < 15.4, the support floor.
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = visitorDeviceId();
      expect(id).toMatch(UUID);
      expect(values).toHaveBeenCalled();
      expect(random).not.toHaveBeenCalled();
      // Made once and kept: the same browser stays the same device.
      expect(visitorDeviceId()).toBe(id);
      localStorage.clear();
      expect(visitorDeviceId()).not.toBe(id);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it("is the shell's device id when the shell gave one", () => {
    window.history.replaceState(null, '', '/#/registerTemplate?id=1&deviceId=shell-7');
    initIdentity(window);
    expect(visitorDeviceId()).toBe('shell-7');
  });
});
