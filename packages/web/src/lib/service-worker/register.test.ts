import { describe, expect, it } from 'vitest';
import { workerWindow } from './fake-worker-window';
import { startServiceWorker, type WorkerWindow } from './register';

describe('the worker and the offline package', () => {
  it('never registers on a page served from a package, and removes a worker left from the network', async () => {
    const { win, done } = workerWindow();
    expect(await startServiceWorker(win, Promise.resolve('package'))).toBe('package');
    // The app's own worker and caches go; another app's cache on the origin stays.
    expect(done).toEqual(['unregister', 'delete hybrid-loan-precache-v1']);
  });

  it('goes on as from the network when the answer fails, and on an engine without workers', async () => {
    const { win, done } = workerWindow();
    const plain = { ...win, isSecureContext: false } as WorkerWindow;
    expect(await startServiceWorker(plain, Promise.reject(new Error('no shell')))).toBe(
      'unsupported',
    );
    expect(done).toEqual([]);
  });
});
