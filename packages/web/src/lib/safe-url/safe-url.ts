import { brandConfig } from '../../config';

/**
 * Every URL the server gives us passes here before use. The webview holds the bridge, so only our
 * own origin may load in it; another https origin goes to the system browser (through the shell's
 * `openPage`); the brand app's own scheme goes to the shell; anything else is refused (plain
 * `http:` to another host, `javascript:`, `data:`, `intent:`, `file:`, …): an allowlist.
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
  // Whitespace and control characters can hide a scheme from naive checks ("java\tscript:").
  const trimmed = raw.replace(/[^!-~]/g, '');
  let parsed: URL;
  let here: URL;
  try {
    parsed = new URL(trimmed, base);
    here = new URL(base ?? '');
  } catch {
    return { kind: 'refused', reason: 'unparsable' };
  }
  const scheme = parsed.protocol.toLowerCase();
  if ((scheme === 'http:' || scheme === 'https:') && parsed.origin === here.origin)
    return { kind: 'page', url: parsed.href };
  if (scheme === 'https:') return { kind: 'browser', url: parsed.href };
  if (appScheme && scheme === `${appScheme}:`) return { kind: 'native', url: trimmed };
  return { kind: 'refused', reason: `scheme ${scheme}` };
}

/** True when the URL may be loaded as a resource of the page (an image, an iframe): http(s). */
export function isSafeWebUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.trim() === '') return false;
  try {
    return /^https?:$/.test(
      new URL(raw.replace(/[^!-~]/g, ''), globalThis.location?.href).protocol,
    );
  } catch {
    return false;
  }
}
