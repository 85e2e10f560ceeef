import type { HandOverWindow } from './package-handover';

/**
 * A secure window for the worker's tests, whose worker container, caches and location record what
 * was done to them (`done`); `controlled`: the page is under the app's worker.
 */
export function workerWindow(controlled = false) {
  const done: string[] = [];
  const registration = {
    scope: 'https://h5.brand.example/',
    unregister: async () => done.push('unregister'),
  };
  const win = {
    isSecureContext: true,
    location: Object.assign(new URL('https://h5.brand.example/#/repay'), {
      reload: () => done.push('reload'),
    }),
    navigator: {
      serviceWorker: {
        controller: controlled ? {} : null,
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
  } as unknown as HandOverWindow;
  return { win, done };
}
