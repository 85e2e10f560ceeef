/**
 * Whether `openPage` may hand `url` to the shell: an allowlist, not a denylist. Allowed are
 * `https:` URLs, the brand's own app `schemes` (e.g. `['rupiahku']`), and the page's own origin
 * (so a development server on `http:` still works). Everything else (`http:` to another host,
 * `intent:`, `content:`, `file:`, `chrome:`, `view-source:`, `jar:`, `ws:`, `javascript:`,
 * `data:`…) is refused with `INVALID_ARGS` before anything reaches the shell. Whitespace and
 * control characters are ignored, as browsers ignore them ("java\tscript:").
 *
 * @param url - the URL the page wants to open
 * @param pageHref - the page's own address (relative URLs resolve against it)
 * @param schemes - the brand's app schemes, lower case, without `:`
 * @returns true when the URL may be opened
 * @public
 */
export function isOpenableUrl(
  url: unknown,
  pageHref = '',
  schemes: readonly string[] = [],
): boolean {
  try {
    const u = new URL(String(url).replace(/[^!-~]/g, ''), pageHref);
    const s = u.protocol.slice(0, -1);
    return (
      s === 'https' ||
      schemes.includes(s) ||
      (u.origin !== 'null' && u.origin === new URL(pageHref).origin)
    );
  } catch {
    return false;
  }
}

/**
 * A telephone number as the dialer gets it: digits and one leading `+`, nothing else (spaces,
 * dashes and brackets removed). `call` refuses numbers with `*`, `#`, `,` or `;` (USSD codes and
 * dial pauses) before this.
 *
 * @internal
 */
export const telNumber = (phone: string): string => phone.trim().replace(/(?!^\+)\D/g, '');
