import { afterEach, describe, expect, it } from 'vitest';
import { type HandOverWindow, handOverToPackage } from './package-handover';

/** A window under the app's worker (or not), recording what the hand-over did. */
function pageWindow(controlled: boolean) {
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
      },
    },
    caches: {
      keys: async () => ['hybrid-loan-precache-v1'],
      delete: async (name: string) => done.push(`delete ${name}`),
    },
  } as unknown as HandOverWindow;
  return { win, done };
}

afterEach(() => sessionStorage.clear());

describe('a package open that a worker answered', () => {
  it('removes the worker and its caches, then loads again from the package', async () => {
    const { win, done } = pageWindow(true);
    expect(await handOverToPackage(win, 7)).toBe(true);
    expect(done).toEqual(['unregister', 'delete hybrid-loan-precache-v1', 'reload']);
  });

  it('reloads once per build: a load still under a worker then reports as it is', async () => {
    const first = pageWindow(true);
    expect(await handOverToPackage(first.win, 7)).toBe(true);
    const again = pageWindow(true);
    expect(await handOverToPackage(again.win, 7)).toBe(false);
    expect(again.done).toEqual([]);
    // A later build is another hand-over.
    expect(await handOverToPackage(pageWindow(true).win, 8)).toBe(true);
  });

  it('does nothing to a page no worker answered', async () => {
    const { win, done } = pageWindow(false);
    expect(await handOverToPackage(win, 7)).toBe(false);
    expect(done).toEqual([]);
  });

  it('does not reload when it cannot note the reload (it could loop)', async () => {
    const { win, done } = pageWindow(true);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('quota');
    };
    try {
      expect(await handOverToPackage(win, 7)).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(done).toEqual([]);
  });
});
