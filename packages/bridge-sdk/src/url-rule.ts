/**
 * The URL `openPage` hands to the shell, or null when it may not be opened: an allowlist, not a
 * denylist. Allowed are `https:` URLs, the brand's own app `schemes` (e.g. `['rupiahku']`), and
 * `http(s):` on the page's own origin (so a development server on `http:` still works).
 * Everything else (`http:` to another host, `blob:`, `intent:`, `content:`, `file:`, `chrome:`,
 * `view-source:`, `jar:`, `ws:`, `javascript:`, `data:`…) is refused.
 *
 * Surrounding whitespace is trimmed; any other character outside printable ASCII (a control
 * character, a space, a tab, a zero-width or non-ASCII letter: `"ht\u0000tps://x"`,
 * `"héttps://x"`) refuses the URL, rather than being stripped: what is checked is what is sent. A
 * server sends an international host in punycode and a path percent-encoded. A relative URL is
 * resolved against the page's address; the result is the parsed, normalised absolute URL
 * (`URL.href`), and that exact string is what reaches the shell.
 *
 * @param url - the URL the page wants to open
 * @param pageHref - the page's own address (relative URLs resolve against it)
 * @param schemes - the brand's app schemes, lower case, without `:`
 * @returns the absolute URL to send, or null when it is refused
 * @public
 */
export function openableUrl(
  url: unknown,
  pageHref = '',
  schemes: readonly string[] = [],
): string | null {
  try {
    const t = String(url).trim();
    const u = new URL(t, pageHref || undefined);
    const s = u.protocol.slice(0, -1);
    return !/[^!-~]/.test(t) &&
      (s === 'https' ||
        schemes.includes(s) ||
        (s === 'http' && u.origin === new URL(pageHref).origin))
      ? u.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether `openPage` may hand `url` to the shell: {@link openableUrl} gives a URL for it.
 *
 * @param url - the URL the page wants to open
 * @param pageHref - the page's own address (relative URLs resolve against it)
 * @param schemes - the brand's app schemes, lower case, without `:`
 * @returns true when the URL may be opened
 * @public
 */
export function isOpenableUrl(
  url: unknown,
  pageHref?: string,
  schemes?: readonly string[],
): boolean {
  return openableUrl(url, pageHref, schemes) !== null;
}

/**
 * A telephone number as the dialer gets it: digits and one leading `+`, nothing else (spaces,
 * dashes and brackets removed). `call` refuses numbers with `*`, `#`, `,` or `;` (USSD codes and
 * dial pauses) before this.
 *
 * @internal
 */
export const telNumber = (phone: string): string => phone.trim().replace(/(?!^\+)\D/g, '');
