import { type MarketConfig, marketForLanguageType } from '../../config';
import { readJson, remove, writeJson } from '../storage';

/** The identity the shell puts in the URL (routes contract). Never logged, never in localStorage. */
export const IDENTITY_KEYS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'languageType',
] as const;

export type IdentityKey = (typeof IDENTITY_KEYS)[number];
export type Identity = Partial<Record<IdentityKey, string>>;

const STORAGE_KEY = 'identity';
let current: Identity = {};

function collect(params: URLSearchParams, into: Identity): boolean {
  let found = false;
  for (const key of IDENTITY_KEYS) {
    const value = params.get(key);
    if (value !== null) {
      into[key] = value;
      params.delete(key);
      found = true;
    }
  }
  return found;
}

/**
 * Reads the identity once at start from the address (the query inside the hash and the ordinary
 * query), keeps it in memory and sessionStorage so a reload keeps it, and removes it from the
 * visible URL with history.replaceState. A fresh identity in the URL replaces the stored one.
 */
export function initIdentity(win: Window = window): Identity {
  const url = new URL(win.location.href);
  const fromUrl: Identity = {};
  const inSearch = collect(url.searchParams, fromUrl);
  const hash = url.hash;
  const q = hash.indexOf('?');
  let inHash = false;
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    inHash = collect(params, fromUrl);
    const rest = params.toString();
    url.hash = hash.slice(0, q) + (rest ? `?${rest}` : '');
  }
  if (inSearch || inHash) {
    current = fromUrl;
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

export function forgetIdentity(): void {
  const { languageType } = current;
  current = languageType ? { languageType } : {};
  remove('session', STORAGE_KEY);
}

export function currentMarket(): MarketConfig {
  return marketForLanguageType(current.languageType);
}

/** Adds the identity to a URL (used when handing a page URL to another of our pages). */
export function withIdentity(url: string): string {
  const [base = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(current)) if (value) params.set(key, value);
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}
