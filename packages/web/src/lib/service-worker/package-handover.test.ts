import { afterEach, describe, expect, it } from 'vitest';
import { workerWindow } from './fake-worker-window';
import { handOverToPackage } from './package-handover';

afterEach(() => sessionStorage.clear());

describe('a package open that a worker answered', () => {
  it('removes the worker and its caches, then loads again from the package', async () => {
    const { win, done } = workerWindow(true);
    expect(await handOverToPackage(win, 7)).toBe(true);
    expect(done).toEqual(['unregister', 'delete hybrid-loan-precache-v1', 'reload']);
  });

  it('reloads once per build: a load still under a worker then reports as it is', async () => {
    const first = workerWindow(true);
    expect(await handOverToPackage(first.win, 7)).toBe(true);
    const again = workerWindow(true);
    expect(await handOverToPackage(again.win, 7)).toBe(false);
    expect(again.done).toEqual([]);
    // A later build is another hand-over.
    expect(await handOverToPackage(workerWindow(true).win, 8)).toBe(true);
  });

  it('does nothing to a page no worker answered', async () => {
    const { win, done } = workerWindow(false);
    expect(await handOverToPackage(win, 7)).toBe(false);
    expect(done).toEqual([]);
  });

  it('does not reload when it cannot note the reload (it could loop)', async () => {
    const { win, done } = workerWindow(true);
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
