import { describe, expect, it, vi } from 'vitest';
import { sendVital, startVitals } from './report-vitals';

describe('field vitals', () => {
  it('beacons the metric with the page (no query) and the device', async () => {
    window.history.replaceState(null, '', '/#/loanDetails?orderId=secret');
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(sendVital('/v', { name: 'LCP', value: 1234.5678, rating: 'good', id: 'v1' })).toBe(true);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/v');
    const payload = JSON.parse(await blob.text());
    expect(payload).toMatchObject({
      name: 'LCP',
      value: 1234.568,
      rating: 'good',
      page: '/loanDetails',
    });
    expect(JSON.stringify(payload)).not.toContain('secret');
  });

  it('is off when no endpoint is configured', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    await startVitals('');
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('Array.prototype.at for web-vitals on old engines', () => {
  it('is defined as the language defines it when the engine lacks it', async () => {
    const { polyfillArrayAt } = await import('./array-at');
    const native = Object.getOwnPropertyDescriptor(Array.prototype, 'at');
    try {
      delete (Array.prototype as { at?: unknown }).at;
      polyfillArrayAt();
      expect([1, 2, 3].at(-1)).toBe(3);
      expect([1, 2, 3].at(0)).toBe(1);
      expect([1, 2, 3].at(5)).toBeUndefined();
      expect(Object.keys([1])).toEqual(['0']);
    } finally {
      if (native) Object.defineProperty(Array.prototype, 'at', native);
    }
  });
});
