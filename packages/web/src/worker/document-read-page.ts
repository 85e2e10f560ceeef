// The app's document with the page's first read sent by the document itself (src/document-read.ts
// as an inline script, allowed by its hash in the pages' policy). Two places serve it: the package
// (its own index.html, written by the build) and the service worker (its answer to a navigation
// to the app's document, the cached index.html with the read put in). The web host's index.html
// leaves the read to the entry file: on the network those bytes would count against every first
// open's JavaScript; from the package or the worker's cache they cost no download.

/** Where the security meta tags end: the read goes right after them, first after the policy. */
export const AFTER_POLICY = '<meta name="referrer" content="no-referrer" />';

/** `html` with `code` as an inline script first after the policy, or null if it has no policy. */
export function withDocumentRead(html: string, code: string): string | null {
  if (!html.includes(AFTER_POLICY)) return null;
  // A function, not a string: the script's `$` would read as replacement patterns.
  return html.replace(AFTER_POLICY, () => `${AFTER_POLICY}\n    <script>${code}</script>`);
}
