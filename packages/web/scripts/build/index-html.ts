import type { Plugin } from 'vite';
import { headersFile, metaCsp, securityHeaders } from '../../hosting/security-headers.ts';
import { brandConfig } from '../../src/config/brand.ts';

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
            `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    <meta name="referrer" content="no-referrer" />`,
          )
      );
    },
  };
}
