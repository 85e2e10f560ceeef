import { readJson, remove, writeJson } from './storage';

// Its own file: only the persisted feature stores use it, and the entry (which imports storage.ts
// for the identity and the early read) does not carry it.

/** A zustand `persist` storage backed by the storage module (used by the persisted feature stores). */
export const zustandLocalStorage = {
  getItem: (name: string) => readJson<unknown>('local', name) as never,
  setItem: (name: string, value: unknown) => {
    writeJson('local', name, value);
  },
  removeItem: (name: string) => remove('local', name),
};
