import { describe, expect, it, vi } from 'vitest';
import { initIdentity } from '../identity';
import { describeDevice, sendVital, startVitals } from './report-vitals';

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
      source: 'network',
      build: 0,
    });
    expect(JSON.stringify(payload)).not.toContain('secret');
  });

  it('says on every beacon which package the page ran from', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const served = { source: 'package' as const, build: 463 };
    sendVital('/v', { name: 'LCP', value: 800, rating: 'good', id: 'v3' }, window, served);
    sendVital('/v', { name: 'CLS', value: 0.01, rating: 'good', id: 'v4' }, window, served);
    const payloads = await Promise.all(
      (beacon.mock.calls as unknown as [string, Blob][]).map(async ([, b]) =>
        JSON.parse(await b.text()),
      ),
    );
    expect(payloads.map((p) => [p.name, p.source, p.build])).toEqual([
      ['LCP', 'package', 463],
      ['CLS', 'package', 463],
    ]);
  });

  it('is off when no endpoint is configured', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    await startVitals('');
    expect(beacon).not.toHaveBeenCalled();
  });

  it("names the phone's model from its user agent, never the name its owner gave it", async () => {
    window.history.replaceState(null, '', "/#/repay?deviceName=Budi's%20Galaxy&token=t");
    initIdentity(window);
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const android = {
      ...window,
      location: window.location,
      navigator: {
        sendBeacon: beacon,
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; Redmi 9A Build/RP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      },
    } as unknown as Window;
    expect(sendVital('/v', { name: 'CLS', value: 0, rating: 'good', id: 'v2' }, android)).toBe(
      true,
    );
    const [, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    const payload = await blob.text();
    expect(JSON.parse(payload).device).toBe('Redmi 9A');
    expect(payload).not.toMatch(/Budi|Galaxy/);
    const iphone = {
      navigator: {
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit',
      },
    } as unknown as Window;
    expect(describeDevice(iphone)).toBe('iPhone');
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
