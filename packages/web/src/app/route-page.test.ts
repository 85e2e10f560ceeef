import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../lib/routes';
import { FIRST_PAGE_WAIT_MS, firstPageReady } from './route-page';

describe('the first page before the first render', () => {
  afterEach(() => vi.useRealTimers());

  it('is waited for while its code and texts arrive', async () => {
    const route: RouteDef = { path: '/ready', load: async () => () => null };
    let texts = false;
    await firstPageReady(
      route,
      Promise.resolve().then(() => {
        texts = true;
      }),
    );
    expect(texts).toBe(true);
  });

  it('is given up after a bound when its download hangs, so the app still starts', async () => {
    vi.useFakeTimers();
    const route: RouteDef = { path: '/hangs', load: () => new Promise(() => undefined) };
    let started = false;
    void firstPageReady(route, Promise.resolve()).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('does not hold the app on a failed download (the page shows its error state)', async () => {
    const route: RouteDef = {
      path: '/fails',
      load: () => Promise.reject(new Error('chunk failed')),
    };
    await expect(firstPageReady(route, Promise.resolve())).resolves.toBeUndefined();
  });
});
