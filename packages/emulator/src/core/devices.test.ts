import { describe, expect, it } from 'vitest';
import { DEVICES, deviceMetrics, getDevice } from './devices';

describe('device profiles', () => {
  it('has a low-end and a recent Android phone, an iPhone with a notch and a small iPhone', () => {
    expect(DEVICES.map((d) => d.id)).toEqual([
      'android-low',
      'android-recent',
      'iphone-notch',
      'iphone-small',
    ]);
  });
  it('gives Android webviews the `; wv)` marker and iOS none', () => {
    for (const d of DEVICES) {
      if (d.platform === 'android')
        expect(d.userAgent).toMatch(/; wv\) AppleWebKit.*Version\/4\.0 Chrome/);
      else expect(d.userAgent).toMatch(/iPhone OS .* Mobile\/\w+$/);
    }
  });
  it('swaps the viewport and uses the landscape insets in landscape', () => {
    const iphone = getDevice('iphone-notch');
    expect(deviceMetrics(iphone, 'portrait')).toEqual({
      viewport: { width: 390, height: 844 },
      safeArea: { top: 47, right: 0, bottom: 34, left: 0 },
    });
    expect(deviceMetrics(iphone, 'landscape').viewport).toEqual({ width: 844, height: 390 });
    expect(deviceMetrics(iphone, 'landscape').safeArea.left).toBe(47);
  });
  it('names the known devices when one is unknown', () => {
    expect(() => getDevice('nokia')).toThrow(/android-low, android-recent/);
  });
});
