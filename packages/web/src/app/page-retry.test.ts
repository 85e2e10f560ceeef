import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfReachable, retryPage } from './page-retry';

/** A window whose fetch answers as told; records the reload and what was fetched. */
function fakeWindow(answer: () => Promise<Response>) {
  const reload = vi.fn();
  const fetch = vi.fn(answer);
  const win = {
    location: { href: 'https://m.example.com/index.html#/customerService', reload },
    fetch,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  };
  return { win: win as unknown as Window, reload, fetch };
}

describe('a page download that failed again on the retry', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the document again when the network answers, asking past every cache', async () => {
    const { win, reload, fetch } = fakeWindow(async () => new Response('<html>', { status: 200 }));
    expect(await reloadIfReachable(win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('https://m.example.com/index.html', {
      cache: 'no-store',
      credentials: 'same-origin',
    });
  });

  it('lets the failure stand when the network fails or the server answers an error', async () => {
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reloadIfReachable(offline.win)).toBe(false);
    const broken = fakeWindow(async () => new Response('', { status: 503 }));
    expect(await reloadIfReachable(broken.win)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(broken.reload).not.toHaveBeenCalled();
  });

  it('lets the failure stand when the network does not answer in time', async () => {
    vi.useFakeTimers();
    const hung = fakeWindow(() => new Promise<Response>(() => undefined));
    const result = reloadIfReachable(hung.win, 8000);
    await vi.advanceTimersByTimeAsync(7999);
    expect(hung.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(hung.reload).not.toHaveBeenCalled();
  });

  it('leaves a first failure to the error state, and takes a new document for a failed retry', async () => {
    const first = fakeWindow(async () => new Response('<html>', { status: 200 }));
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(retryPage(first.win, error, 1)).rejects.toBe(error);
    expect(first.fetch).not.toHaveBeenCalled();
    const again = fakeWindow(async () => new Response('<html>', { status: 200 }));
    const retried = retryPage(again.win, error, 2);
    await vi.waitFor(() => expect(again.reload).toHaveBeenCalledTimes(1));
    // The loading state stays while the document loads again: the page's promise never settles.
    const outcome = await Promise.race([
      retried.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 0)),
    ]);
    expect(outcome).toBe('pending');
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(retryPage(offline.win, error, 2)).rejects.toBe(error);
    expect(offline.reload).not.toHaveBeenCalled();
  });
});
