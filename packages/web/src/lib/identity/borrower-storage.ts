import { zustandLocalStorage } from '../storage';
import { borrowerStorageKey } from './identity';

// Its own file: only the persisted feature stores use it, and the entry (which imports identity.ts
// first thing) does not carry it.

/** A zustand `persist` storage for one borrower's values (see `borrowerStorageKey`). */
export const borrowerLocalStorage = {
  getItem: (name: string) => zustandLocalStorage.getItem(borrowerStorageKey(name)),
  setItem: (name: string, value: unknown) =>
    zustandLocalStorage.setItem(borrowerStorageKey(name), value),
  removeItem: (name: string) => zustandLocalStorage.removeItem(borrowerStorageKey(name)),
};
