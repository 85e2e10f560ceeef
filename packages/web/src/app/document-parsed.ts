/**
 * Runs `then` once the document has been parsed (at once if it already is). The entry is an async
 * module script: it sends the page's first read while the HTML (with its stylesheet) is still being
 * parsed, and only what needs the body (the root element) waits for this.
 */
export function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState !== 'loading') then();
  else doc.addEventListener('DOMContentLoaded', () => then(), { once: true });
}
