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

/** What a location with identity did: nothing new, new values of the same borrower, or another. */
export type IdentityChange = 'none' | 'same' | 'updated' | 'replaced';

/**
 * Whether `next` names another borrower than `was`: a borrower id (`gid`) or device that both carry
 * with different values, or, unless both carry the same borrower id (a new login's token), another
 * token. A key `next` leaves out says nothing (a language-only navigation is the same borrower); an
 * empty value is a value (the shell signed the borrower out).
 */
function namesAnother(was: Identity, next: Identity): boolean {
  const differs = (k: IdentityKey) =>
    next[k] !== undefined && was[k] !== undefined && next[k] !== was[k];
  if (differs('gid') || differs('deviceId')) return true;
  return !(was.gid && next.gid) && differs('token');
}

/** The identity in use after a location carrying `found`: see `adoptIdentityFrom`. */
function identityAfter(was: Identity, found: Identity): Identity {
  return namesAnother(was, found) ? found : { ...was, ...found };
}

/**
 * Takes the identity out of the address (the query inside the hash and the ordinary query) if it
 * carries one, removes it from the visible URL and the history entry (history.replaceState), and
 * adopts it. Only the page's own load and the shell's navigations carry identity: every URL the
 * page follows itself has it stripped first (`lib/safe-url`), so a server link cannot switch the
 * borrower. Keys that do not name another borrower are merged into the identity in use; when the
 * URL names another borrower (token, gid or device), the old one is forgotten first (their stored
 * data goes: drafts, pending intents, the pay choice), then the new one adopted as it came. Kept in
 * memory and sessionStorage, so a reload keeps it.
 */
export function adoptIdentityFrom(win: Window = window): IdentityChange {
  const { identity, found, url } = takeIdentity(win.location.href);
  if (!found) return 'none';
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  const other = namesAnother(current, identity);
  const next = identityAfter(current, identity);
  // A merge keeps the keys' order, so equal values give the same text.
  if (JSON.stringify(next) === JSON.stringify(current)) return 'same';
  if (other) forgetIdentity();
  current = next;
  writeJson('session', STORAGE_KEY, current);
  return other ? 'replaced' : 'updated';
}

/**
 * Reads the identity at start: from the address when it carries one (see `adoptIdentityFrom`),
 * else the one this webview kept in sessionStorage (a reload). Then removes whatever an earlier
 * borrower left in storage (drafts kept 7 days, the pay choice, pending intents): a borrower who
 * logged out in the native app never comes through our pages, so their data goes at the next start
 * of any page in this webview, whoever it is for.
 */
export function initIdentity(win: Window = window): Identity {
  readIdentity(win);
  clearBorrowerData(borrowerKey());
  return current;
}

/**
 * `initIdentity` without the clean-up of earlier borrowers' data: what the entry needs before it
 * sends the page's first read. The clean-up's walk over both storage areas (the first use of
 * localStorage in a new webview loads it) then runs after the read is on its way, when the app
 * starts (`start` calls `initIdentity`), before any page reads what is kept for a borrower.
 */
/**
 * The identity `readIdentity` would adopt now (the kept one, with the address's on top), held in
 * this module's memory only: the address keeps it and nothing is written. For the document's own
 * early read (src/document-read.ts), which runs before the entry: the entry then reads it for real.
 */
export function previewIdentity(win: Window = window): Identity {
  const kept = readJson<Identity>('session', STORAGE_KEY) ?? {};
  const { identity, found } = takeIdentity(win.location.href);
  current = found ? identityAfter(kept, identity) : kept;
  return current;
}

export function readIdentity(win: Window = window): Identity {
  current = readJson<Identity>('session', STORAGE_KEY) ?? {};
  adoptIdentityFrom(win);
  return current;
}

/**
 * Reads and strips identity on every later location change of this document as well: a shell
 * that reuses its webview loads `#/x?…&token=B`. Listens before the router does (the entry calls
 * it before the app starts), so the router reads the address without it. A document restored from
 * the back-forward cache (`pageshow` with `persisted`) compares the borrower it holds in memory
 * with the one this webview stored meanwhile (another document may have adopted or forgotten one).
 * `onChange` runs when the identity in use changed ('updated' or 'replaced'): the entry reloads the
 * document, so nothing held in memory for the old identity (query cache, stores, texts) outlives it.
 */
export function watchIdentity(
  win: Window,
  onChange: (change: 'updated' | 'replaced') => void,
): () => void {
  const check = () => {
    const change = adoptIdentityFrom(win);
    if (change === 'updated' || change === 'replaced') onChange(change);
  };
  const restored = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    // Any change another document stored meanwhile reloads: the safe side of a rare event.
    if (JSON.stringify(readJson('session', STORAGE_KEY) ?? {}) !== JSON.stringify(current))
      onChange('replaced');
    else check();
  };
  win.addEventListener('popstate', check);
  win.addEventListener('hashchange', check);
  win.addEventListener('pageshow', restored);
  return () => {
    win.removeEventListener('popstate', check);
    win.removeEventListener('hashchange', check);
    win.removeEventListener('pageshow', restored);
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
