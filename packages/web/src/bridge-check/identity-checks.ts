import { IDENTITY_KEYS, type IdentityKey, takeIdentity } from '@hybrid-loan/bridge-sdk/contract';
import type { Collector } from './results';

/** The keys a shell always knows (a signed-out page has no `token`; `gid` may not exist yet). */
export const REQUIRED_KEYS: readonly IdentityKey[] = IDENTITY_KEYS.filter(
  (k) => k !== 'token' && k !== 'gid',
);

/**
 * Reads the identity the shell put in the page URL and removes it from the address (as the pages
 * do); the check page keeps none of it (no token is stored or reported).
 */
export function takePageIdentity(win: Window) {
  const href = win.location.href;
  const taken = takeIdentity(href);
  if (taken.found)
    win.history.replaceState(
      win.history.state,
      '',
      taken.url.pathname + taken.url.search + taken.url.hash,
    );
  const search = new URL(href).searchParams;
  const inQuery = IDENTITY_KEYS.filter((k) => search.has(k));
  return { identity: taken.identity, inQuery, after: win.location.href };
}

export type PageIdentity = ReturnType<typeof takePageIdentity>;

/** The identity checks: present, well formed, in the hash, gone from the address. */
export function identityChecks(
  out: Collector,
  page: PageIdentity,
  shell: { platform: string; appVersion?: string },
): void {
  const { identity } = page;
  const missing = REQUIRED_KEYS.filter((k) => !identity[k]);
  out.add(
    'identity.present',
    missing.length === 0,
    `the keys ${REQUIRED_KEYS.join(', ')}`,
    `missing: ${missing.join(', ') || 'none'}`,
  );
  const wrong: string[] = [];
  if (
    identity.platform !== undefined &&
    shell.platform !== 'web' &&
    identity.platform !== shell.platform
  )
    wrong.push(`platform ${identity.platform} (the shell is ${shell.platform})`);
  if (identity.languageType !== undefined && !/^\d+$/.test(identity.languageType))
    wrong.push(`languageType ${identity.languageType}`);
  if (
    identity.appVersion !== undefined &&
    shell.appVersion &&
    identity.appVersion !== shell.appVersion
  )
    wrong.push(`appVersion ${identity.appVersion} (hello says ${shell.appVersion})`);
  for (const k of IDENTITY_KEYS)
    if (identity[k] !== undefined && identity[k]?.trim() === '' && k !== 'token')
      wrong.push(`${k} empty`);
  out.add(
    'identity.wellFormed',
    wrong.length === 0,
    `platform as the shell's, languageType digits, appVersion as hello's, no empty value`,
    wrong.join('; ') || 'well formed',
  );
  out.add(
    'identity.inHash',
    page.inQuery.length === 0,
    'the identity in the hash query (#/path?…), never before the # (it reaches server logs)',
    page.inQuery.length ? `before the #: ${page.inQuery.join(', ')}` : 'in the hash',
  );
  const left = IDENTITY_KEYS.filter((k) => takeIdentity(page.after).identity[k] !== undefined);
  out.add(
    'identity.stripped',
    left.length === 0,
    'no identity left in the address',
    left.length ? `left: ${left.join(', ')}` : 'removed',
  );
}
