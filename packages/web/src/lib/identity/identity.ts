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
} from '../storage';

// The keys and how they travel in the URL are the routes contract's (bridge SDK's contract module).
export { IDENTITY_KEYS, type Identity, type IdentityKey };

const STORAGE_KEY = 'identity';
let current: Identity = {};

/** The keys that say who the borrower is: another value is another borrower. */
const BORROWER_KEYS: readonly IdentityKey[] = ['token', 'gid', 'deviceId'];

/** What a location with identity did: nothing new, new values of the same borrower, or another. */
export type IdentityChange = 'none' | 'same' | 'updated' | 'replaced';

/**
 * Takes the identity out of the address (the query inside the hash and the ordinary query) if it
 * carries one, removes it from the visible URL and the history entry (history.replaceState), and
 * adopts it: the identity in the URL replaces the one in use. When it names another borrower
 * (token, gid or device) than the one in use, the old one is forgotten first (their stored data
 * goes: drafts, pending intents, the pay choice), then the new one adopted. Kept in memory and sessionStorage, so a reload keeps it.
 */
export function adoptIdentityFrom(win: Window = window): IdentityChange {
  const { identity, found, url } = takeIdentity(win.location.href);
  if (!found) return 'none';
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  const keys = new Set([...Object.keys(current), ...Object.keys(identity)]) as Set<IdentityKey>;
  if ([...keys].every((k) => current[k] === identity[k])) return 'same';
  // Another borrower than the one in use: forget theirs first. With none in use (a new webview)
  // there is nothing to forget; what an earlier webview kept is under its borrower's own keys.
  const other =
    BORROWER_KEYS.some((k) => current[k]) &&
    BORROWER_KEYS.some((k) => (current[k] ?? '') !== (identity[k] ?? ''));
  if (other) forgetIdentity();
  current = identity;
  writeJson('session', STORAGE_KEY, current);
  return other ? 'replaced' : 'updated';
}

/**
 * Reads the identity at start: from the address when it carries one (see `adoptIdentityFrom`),
 * else the one this webview kept in sessionStorage (a reload).
 */
export function initIdentity(win: Window = window): Identity {
  current = readJson<Identity>('session', STORAGE_KEY) ?? {};
  adoptIdentityFrom(win);
  return current;
}

/**
 * Reads and strips identity on every later location change of this document as well: a shell
 * that reuses its webview loads `#/x?…&token=B`, or an own-origin link carries identity. Listens
 * before the router does (the entry calls it before the app starts), so the router reads the
 * address without it. `onChange` runs when the identity in use changed ('updated' or 'replaced'):
 * the entry reloads the document, so nothing held in memory for the old identity (query cache,
 * stores, texts) outlives it.
 */
export function watchIdentity(
  win: Window,
  onChange: (change: 'updated' | 'replaced') => void,
): () => void {
  const check = () => {
    const change = adoptIdentityFrom(win);
    if (change === 'updated' || change === 'replaced') onChange(change);
  };
  win.addEventListener('popstate', check);
  win.addEventListener('hashchange', check);
  return () => {
    win.removeEventListener('popstate', check);
    win.removeEventListener('hashchange', check);
  };
}

/**
 * The public site's pages (path URLs, `/en-IN/…`) carry no identity: their market is their
 * language's, set here at build time and in the browser before they render. Nothing is stored.
 */
export function setPublicMarket(language: string): void {
  current = { languageType: language === 'en-IN' ? '1' : '2' };
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
