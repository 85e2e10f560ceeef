import { openableUrl } from '@hybrid-loan/bridge-sdk';
import { takeIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { brandConfig } from '../../config';

/**
 * Every URL the server gives us passes here before use. The webview holds the bridge, so only our
 * own origin may load in it; another https origin goes to the system browser (through the shell's
 * `openPage`); the brand app's own scheme goes to the shell; anything else is refused (plain
 * `http:` to another host, `javascript:`, `data:`, `blob:`, `intent:`, `file:`, …): an allowlist.
 *
 * It is the SDK's `openPage` rule (`openableUrl`): a URL with a control, invisible or non-ASCII
 * character ("ht\u0000tps://…", "héttps://…") is refused rather than cleaned, a relative URL is
 * resolved against the page, and the verdict carries the normalised absolute URL that was checked,
 * the one string the caller may use.
 *
 * The identity keys (token, deviceId, gid, …) are removed from every URL given out here: identity
 * comes from the page's own load and the shell's navigations, never from a link the page follows,
 * so a server or partner link cannot switch the borrower (or carry theirs to another site).
 */
export type UrlVerdict =
  | { kind: 'page'; url: string }
  | { kind: 'browser'; url: string }
  | { kind: 'native'; url: string }
  | { kind: 'refused'; reason: string };

export function classifyUrl(
  raw: unknown,
  base = globalThis.location?.href,
  appScheme = brandConfig.appScheme,
): UrlVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'empty' };
  const checked = openableUrl(raw, base, appScheme ? [appScheme] : []);
  if (!checked) return { kind: 'refused', reason: 'not allowed' };
  const url = withoutIdentity(checked);
  const parsed = new URL(url);
  if (/^https?:$/.test(parsed.protocol) && parsed.origin === new URL(base ?? '').origin)
    return { kind: 'page', url };
  if (parsed.protocol === 'https:') return { kind: 'browser', url };
  return { kind: 'native', url };
}

/**
 * The URL to load as a resource of the page (an image, an iframe), or null: http(s) only, and,
 * as for `classifyUrl`, a URL with a control, invisible or non-ASCII character is refused.
 */
export function safeWebUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (trimmed === '' || /[^!-~]/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, globalThis.location?.href);
    return /^https?:$/.test(url.protocol) ? withoutIdentity(url.href) : null;
  } catch {
    return null;
  }
}

/** True when {@link safeWebUrl} gives a URL for it. */
export function isSafeWebUrl(raw: unknown): raw is string {
  return safeWebUrl(raw) !== null;
}

/**
 * An absolute URL without the identity keys, in its ordinary query and in its hash route's query;
 * the URL as it was when it has none.
 */
export function withoutIdentity(href: string): string {
  try {
    const taken = takeIdentity(href);
    return taken.found ? taken.url.href : href;
  } catch {
    return href;
  }
}
