import { describe, expect, it } from 'vitest';
import { startServiceWorker, type WorkerWindow } from './register';

/** A secure window whose worker container and caches record what the start did to them. */
function workerWindow() {
  const done: string[] = [];
  const registration = {
    scope: 'https://h5.brand.example/',
    unregister: async () => done.push('unregister'),
  };
  const win = {
    isSecureContext: true,
    location: new URL('https://h5.brand.example/#/repay'),
    navigator: {
      serviceWorker: {
        getRegistrations: async () => [registration],
        register: async () => {
          done.push('register');
          return registration;
        },
      },
    },
    caches: {
      keys: async () => ['hybrid-loan-precache-v1', 'other-app'],
      delete: async (name: string) => done.push(`delete ${name}`),
    },
  } as unknown as WorkerWindow;
  return { win, done };
}

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
