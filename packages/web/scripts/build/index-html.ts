import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';
import type { Plugin } from 'vite';
import { DOCUMENT_READ_HASH } from '../../hosting/document-read-hash.ts';
import { headersFile, metaCsp, securityHeaders } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { buildDocumentRead, DOCUMENT_READ_ENTRY, inlineScriptHash } from './document-read-build.ts';

/**
 * The document's early read as an inline script, checked against the hash the policy allows: a
 * script the policy would refuse never ships (the entry would still send the read, a few hundred
 * milliseconds later on a slow phone, and the console would report a violation).
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

/** Where the security meta tags end: the package's page puts its early read right after them. */
const AFTER_POLICY = '<meta name="referrer" content="no-referrer" />';

/**
 * The package's own index.html (PACKAGE_OWN_DIR): the web's, with the page's first read sent by
 * the document itself, first after the policy, so it runs while the rest of the HTML is parsed.
 * In a package the code costs no download; on the network its 5-6 KB would count against every
 * first open's JavaScript budget, so the web's page leaves the read to its entry file.
 */
export function packagePage(html: string, readTag: string): string {
  if (!html.includes(AFTER_POLICY)) throw new Error('index.html has no security meta tags');
  // A function, not a string: the script's `$` would read as replacement patterns.
  return html.replace(AFTER_POLICY, () => `${AFTER_POLICY}\n    ${readTag}`);
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
    // Last: the HTML as every other step left it.
    writeBundle: {
      order: 'post',
      async handler(options, bundle) {
        const page = bundle['index.html'];
        if (!options.dir || page?.type !== 'asset') return;
        const dir = join(options.dir, PACKAGE_OWN_DIR);
        mkdirSync(dir, { recursive: true });
        writeFileSync(
          join(dir, 'index.html'),
          packagePage(String(page.source), await documentReadTag()),
        );
      },
    },
    transformIndexHtml(source) {
      const html = source
        .replaceAll('%BRAND%', brandConfig.background)
        .replaceAll('%ON_BRAND%', brandConfig.fontColor);
      if (command !== 'build') return html;
      return (
        html
          // The entry runs as soon as it has arrived (its early read must not wait for the rest of
          // the document to be parsed); main.tsx waits for the document only to render. Build only:
          // the dev server's React refresh preamble is a deferred script that must run first.
          .replace(/<script type="module"(?![^>]*\basync\b)/, '<script type="module" async')
          .replace(
            '<!--security-->',
            `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    ${AFTER_POLICY}`,
          )
      );
    },
  };
}
