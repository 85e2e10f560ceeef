import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentAnswers as answers,
  fakeReloadWindow as fakeWindow,
} from '../../test/fake-reload-window';
import { RELOAD_PAUSE_MS, reloadIfReachable } from './reload-if-reachable';

describe('a download the document cannot get any more', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('loads the document again when the network answers, asking past every cache', async () => {
    const { win, reload, fetch } = fakeWindow(answers);
    expect(await reloadIfReachable(win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('https://m.example.com/index.html#/customerService', {
      cache: 'no-store',
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
    let outcome: boolean | undefined;
    const result = reloadIfReachable(hung.win, 8000).then((r) => {
      outcome = r;
    });
    await vi.advanceTimersByTimeAsync(7999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(outcome).toBe(false);
    expect(hung.reload).not.toHaveBeenCalled();
  });

  it('does not load the document again within the pause after it did (no reload loop)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = fakeWindow(answers);
    expect(await reloadIfReachable(first.win)).toBe(true);
    // The new document's download fails too while the network answers: the failure stands.
    vi.setSystemTime(Date.now() + RELOAD_PAUSE_MS - 1);
    const again = fakeWindow(answers);
    expect(await reloadIfReachable(again.win)).toBe(false);
    expect(again.fetch).not.toHaveBeenCalled();
    expect(again.reload).not.toHaveBeenCalled();
    // Later (the borrower's retry), it may again.
    vi.setSystemTime(Date.now() + 1);
    expect(await reloadIfReachable(again.win)).toBe(true);
    expect(again.reload).toHaveBeenCalledTimes(1);
  });
});
