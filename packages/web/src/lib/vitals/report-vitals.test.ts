import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initIdentity } from '../identity';
import { describeDevice, sendVital, startVitals } from './report-vitals';

// The window is shared with other test files (no isolation): what is stubbed here is put back.
const own = {
  fetch: Object.getOwnPropertyDescriptor(window, 'fetch'),
  Request: Object.getOwnPropertyDescriptor(window, 'Request'),
  sendBeacon: Object.getOwnPropertyDescriptor(navigator, 'sendBeacon'),
};

/** What each way of sending carried, as the endpoint would read it. */
let posts: { url: string; init: RequestInit }[] = [];
let beacons: { url: string; body: Blob }[] = [];

/** An engine whose fetch has `keepalive` (Chromium 66+, iOS 13+) or one without (iOS 12). */
function engineWithKeepalive(keepalive: boolean) {
  class EngineRequest {}
  if (keepalive) Object.defineProperty(EngineRequest.prototype, 'keepalive', { value: true });
  Object.defineProperty(window, 'Request', { configurable: true, value: EngineRequest });
}

beforeEach(() => {
  posts = [];
  beacons = [];
  engineWithKeepalive(true);
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, init });
      return new Response(null, { status: 204 });
    }),
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    }),
  });
});

afterEach(() => {
  for (const [key, descriptor] of Object.entries(own)) {
    const target = key === 'sendBeacon' ? navigator : window;
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
});

const posted = () => posts.map(({ init }) => JSON.parse(String(init.body)));

describe('field vitals', () => {
  it('posts the metric with keepalive, with the page (no query) and the device', () => {
    window.history.replaceState(null, '', '/#/loanDetails?orderId=secret');
    sendVital('/v', { name: 'LCP', value: 1234.5678, rating: 'good', id: 'v1' });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/v');
    // A CORS-mode keepalive POST carries the page's real Origin (a beacon's was null on WebKit).
    expect(posts[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(beacons).toEqual([]);
    const [payload] = posted();
    expect(payload).toMatchObject({
      name: 'LCP',
      value: 1234.568,
      rating: 'good',
      page: '/loanDetails',
      source: 'network',
      build: 0,
    });
    expect(payload.engine).toMatch(/^\w+ \d+$/);
    expect(JSON.stringify(payload)).not.toContain('secret');
  });

  it('sends a beacon where fetch has no keepalive, and a plain POST when it is refused', async () => {
    engineWithKeepalive(false);
    window.history.replaceState(null, '', '/#/repay');
    sendVital('/v', { name: 'CLS', value: 0.0123, rating: 'good', id: 'v5' });
    expect(posts).toEqual([]);
    expect(beacons.map((b) => b.url)).toEqual(['/v']);
    expect(JSON.parse(await (beacons[0] as { body: Blob }).body.text())).toMatchObject({
      name: 'CLS',
      value: 0.012,
      page: '/repay',
      source: 'network',
    });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    sendVital('/v', { name: 'INP', value: 96, rating: 'good', id: 'v6' });
    expect(posts[0]?.init).toMatchObject({ method: 'POST', keepalive: false });
    expect(posted()[0]).toMatchObject({ name: 'INP', value: 96, page: '/repay' });
  });

  it('says on every metric which package the page ran from', () => {
    const served = { source: 'package' as const, build: 463 };
    sendVital('/v', { name: 'LCP', value: 800, rating: 'good', id: 'v3' }, window, served);
    sendVital('/v', { name: 'CLS', value: 0.01, rating: 'good', id: 'v4' }, window, served);
    expect(posted().map((p) => [p.name, p.source, p.build])).toEqual([
      ['LCP', 'package', 463],
      ['CLS', 'package', 463],
    ]);
  });

  it('is off when no endpoint is configured', async () => {
    await startVitals('');
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it("names the phone's model from its user agent, never the name its owner gave it", () => {
    window.history.replaceState(null, '', "/#/repay?deviceName=Budi's%20Galaxy&token=t");
    initIdentity(window);
    const android = {
      location: window.location,
      fetch: window.fetch,
      Request: window.Request,
      navigator: {
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; Redmi 9A Build/RP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      },
    } as unknown as Window;
    sendVital('/v', { name: 'CLS', value: 0, rating: 'good', id: 'v2' }, android);
    const [payload] = posted();
    expect(payload).toMatchObject({ device: 'Redmi 9A', engine: 'chromium 120' });
    expect(JSON.stringify(payload)).not.toMatch(/Budi|Galaxy/);
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
