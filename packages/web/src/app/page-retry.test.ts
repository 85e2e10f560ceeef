import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentAnswers as answers,
  fakeReloadWindow as fakeWindow,
} from '../test/fake-reload-window';
import { retryPage } from './page-retry';

describe('a page download that failed', () => {
  afterEach(() => sessionStorage.clear());

  it('leaves a first failure to the error state, and takes a new document for a failed retry', async () => {
    const first = fakeWindow(answers);
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(retryPage(first.win, error, 1)).rejects.toBe(error);
    expect(first.fetch).not.toHaveBeenCalled();
    const again = fakeWindow(answers);
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
  });

  it('lets a failed retry stand when the network does not answer', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(retryPage(offline.win, error, 2)).rejects.toBe(error);
    expect(offline.fetch).toHaveBeenCalledTimes(1);
    expect(offline.reload).not.toHaveBeenCalled();
  });
});
