import type { Plugin } from 'vite';
import { DOCUMENT_READ_HASH } from '../../hosting/document-read-hash.ts';
import { headersFile, metaCsp, securityHeaders } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { buildDocumentRead, DOCUMENT_READ_ENTRY, inlineScriptHash } from './document-read-build.ts';

/**
 * The document's early read as the HTML's inline script, checked against the hash the policy
 * allows: a script the policy would refuse never ships (the entry would still send the read, a few
 * hundred milliseconds later on a slow phone, and the console would report a violation).
 */
async function documentReadTag(): Promise<string> {
  const code = await buildDocumentRead();
  const hash = inlineScriptHash(code);
  if (hash !== DOCUMENT_READ_HASH)
    throw new Error(
      `${DOCUMENT_READ_ENTRY} bundles to a script whose hash is ${hash}, but the pages' policy allows ${DOCUMENT_READ_HASH}: run \`npm run hosting -w @hybrid-loan/web\` and commit hosting/.`,
    );
  return `<script>${code}</script>`;
}

/**
 * Fills index.html: the brand's colours (dev server and build) and, in the build, the entry's
 * `async` and the security meta tags. The meta tags hold for any host; the headers (with framing
 * forbidden) need the host's help: the build writes them as `_headers`, see hosting/ and the README.
 */
export function indexHtml(command: 'build' | 'serve'): Plugin {
  const csp = metaCsp(brandConfig);
  return {
    name: 'hybrid-loan-security-headers',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(securityHeaders(brandConfig)),
      });
    },
    async transformIndexHtml(source) {
      const html = source
        .replaceAll('%BRAND%', brandConfig.background)
        .replaceAll('%ON_BRAND%', brandConfig.fontColor);
      if (command !== 'build') return html;
      // First in the document after the policy: it runs while the rest of the HTML is parsed.
      const read = await documentReadTag();
      return (
        html
          // The entry runs as soon as it has arrived (its early read must not wait for the rest of
          // the document to be parsed); main.tsx waits for the document only to render. Build only:
          // the dev server's React refresh preamble is a deferred script that must run first.
          .replace(/<script type="module"(?![^>]*\basync\b)/, '<script type="module" async')
          // A function, not a string: the script's `$` would read as replacement patterns.
          .replace(
            '<!--security-->',
            () =>
              `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    <meta name="referrer" content="no-referrer" />\n    ${read}`,
          )
      );
    },
  };
}
