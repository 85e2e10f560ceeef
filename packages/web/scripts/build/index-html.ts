import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_OWN_DIR } from '@hybrid-loan/bridge-sdk/contract';
import type { Plugin } from 'vite';
import { headersFile, metaCsp, securityHeaders } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';
import { AFTER_POLICY, withDocumentRead } from '../../src/worker/document-read-page.ts';
import { allowedDocumentRead } from './document-read-build.ts';

/**
 * The package's own index.html (PACKAGE_OWN_DIR): the web's, with the page's first read sent by
 * the document itself (src/worker/document-read-page.ts, as the worker serves it on repeat opens).
 */
export function packagePage(html: string, code: string): string {
  const page = withDocumentRead(html, code);
  if (page === null) throw new Error('index.html has no security meta tags');
  return page;
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
          packagePage(String(page.source), await allowedDocumentRead()),
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
