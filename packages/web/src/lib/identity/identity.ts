import {
  IDENTITY_KEYS,
  type Identity,
  type IdentityKey,
  takeIdentity,
} from '@hybrid-loan/bridge-sdk/contract';
import { brandConfig, type MarketConfig, marketForLanguageType } from '../../config';
import {
  BORROWER_PREFIX,
  clearBorrowerData,
  digest,
  readJson,
  remove,
  writeJson,
  zustandLocalStorage,
} from '../storage';

// The keys and how they travel in the URL are the routes contract's (bridge SDK's contract module).
export { IDENTITY_KEYS, type Identity, type IdentityKey };

const STORAGE_KEY = 'identity';
let current: Identity = {};

/**
 * Reads the identity once at start from the address (the query inside the hash and the ordinary
 * query), keeps it in memory and sessionStorage so a reload keeps it, and removes it from the
 * visible URL with history.replaceState. A fresh identity in the URL replaces the stored one.
 */
export function initIdentity(win: Window = window): Identity {
  const { identity, found, url } = takeIdentity(win.location.href);
  if (found) {
    current = identity;
    writeJson('session', STORAGE_KEY, current);
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  } else {
    current = readJson<Identity>('session', STORAGE_KEY) ?? {};
  }
  return current;
}

export function getIdentity(): Readonly<Identity> {
  return current;
}

/** A signed-in borrower is one with a token. */
export function hasBorrower(): boolean {
  return Boolean(current.token);
}

/**
 * Who the signed-in borrower is, as a name for their stored data: a digest of the borrower id
 * (else the token) and the device, never the values themselves. Empty with no borrower.
 */
export function borrowerKey(): string {
  const who = current.gid || current.token;
  return who ? digest(`${who}|${current.deviceId ?? ''}`) : '';
}

/**
 * The storage key of a value kept for the signed-in borrower (a pending intent, the pay choice):
 * under the `borrower:` prefix, so `forgetIdentity()` clears it, and named by `borrowerKey()`, so
 * another borrower on the same phone never reads it.
 */
export function borrowerStorageKey(name: string): string {
  return `${BORROWER_PREFIX}${borrowerKey() || '-'}:${name}`;
}

/** A zustand `persist` storage for one borrower's values (see `borrowerStorageKey`). */
export const borrowerLocalStorage = {
  getItem: (name: string) => zustandLocalStorage.getItem(borrowerStorageKey(name)),
  setItem: (name: string, value: unknown) =>
    zustandLocalStorage.setItem(borrowerStorageKey(name), value),
  removeItem: (name: string) => zustandLocalStorage.removeItem(borrowerStorageKey(name)),
};

/** Ends the session on this page: the identity and everything kept for the borrower go. */
export function forgetIdentity(): void {
  const { languageType } = current;
  current = languageType ? { languageType } : {};
  remove('session', STORAGE_KEY);
  clearBorrowerData();
}

export function currentMarket(): MarketConfig {
  return marketForLanguageType(current.languageType);
}

/** The brand's support number for the borrower's market, for screens whose server sent none. */
export function marketServicePhone(): string {
  return brandConfig.servicePhone[currentMarket().market];
}
