import { openableUrl } from '@hybrid-loan/bridge-sdk';
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
  const url = openableUrl(raw, base, appScheme ? [appScheme] : []);
  if (!url) return { kind: 'refused', reason: 'not allowed' };
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
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** True when {@link safeWebUrl} gives a URL for it. */
export function isSafeWebUrl(raw: unknown): raw is string {
  return safeWebUrl(raw) !== null;
}
