/**
 * Every URL the server gives us passes here before use. Only http(s) may load in the page;
 * `javascript:`, `data:`, `vbscript:` and `file:` are refused; anything else (an app scheme) may
 * only be handed to the shell.
 */
export type UrlVerdict =
  | { kind: 'web'; url: string }
  | { kind: 'native'; url: string }
  | { kind: 'refused'; reason: string };

const REFUSED = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

export function classifyUrl(raw: unknown, base = globalThis.location?.href): UrlVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'empty' };
  // Control characters can hide a scheme from naive checks ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what we look for
  const trimmed = raw.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  let parsed: URL;
  try {
    parsed = new URL(trimmed, base);
  } catch {
    return { kind: 'refused', reason: 'unparsable' };
  }
  const scheme = parsed.protocol.toLowerCase();
  if (REFUSED.has(scheme)) return { kind: 'refused', reason: `scheme ${scheme}` };
  if (scheme === 'http:' || scheme === 'https:') return { kind: 'web', url: parsed.href };
  return { kind: 'native', url: trimmed };
}

/** True when the URL may be loaded in the page itself (or in an iframe). */
export function isSafeWebUrl(raw: unknown): raw is string {
  return classifyUrl(raw).kind === 'web';
}
