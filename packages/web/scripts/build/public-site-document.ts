import type { BrandConfig } from '../../src/config/brand.ts';
import { baseHead } from './html-head.ts';

interface PublicDocument {
  language: string;
  page: string;
  rendered: { title: string; head: string; body: string };
  /** The site's whole stylesheet, inlined: no request holds the first paint. */
  css: string;
  /** The hydration entry's URL (same origin). */
  script: string;
  csp: string;
  brand: BrandConfig;
  /**
   * How the entry starts: the one inline script (its hash is in the CSP) that adds it on the
   * visitor's first interaction, or `now`: a module script, which runs once the document is
   * parsed and never holds the first paint (the campaign landing's template needs it).
   */
  start: string;
  escape: (text: string) => string;
}

/**
 * A prerendered public page: the page's markup in `#site-root`, its head (title, description,
 * canonical, alternates, Open Graph), the stylesheet inline, and no script but the loader, which
 * starts the hydration entry after the first paint.
 */
export function publicDocument(d: PublicDocument): string {
  const e = d.escape;
  return `<!doctype html>
<html lang="${e(d.language)}" data-page="${e(d.page)}" data-hydrate="${e(d.script)}">
  <head>
    ${baseHead(d.csp)}
    <meta name="theme-color" content="${e(d.brand.background)}" />
    <title>${e(d.rendered.title)}</title>
    ${d.rendered.head}
    <link rel="icon" href="data:," />
    <style>:root{--brand:${d.brand.background};--on-brand:${d.brand.fontColor}}${d.css}</style>
  </head>
  <body>
    <div id="site-root">${d.rendered.body}</div>
    ${d.start === 'now' ? `<script type="module" src="${e(d.script)}"></script>` : `<script>${d.start}</script>`}
  </body>
</html>
`;
}

/**
 * The sitemap of the public site: every prerendered page, each with its other languages
 * (`xhtml:link` alternates, as search engines read them). `pages` holds, per page, its URL in each
 * of `languages`, in that order.
 */
export function sitemapXml(
  pages: string[][],
  languages: string[],
  escapeXml: (text: string) => string,
): string {
  const entries = pages.flatMap((urls) =>
    urls.map((url) =>
      [
        '  <url>',
        `    <loc>${escapeXml(url)}</loc>`,
        ...urls.map(
          (alt, i) =>
            `    <xhtml:link rel="alternate" hreflang="${languages[i]}" href="${escapeXml(alt)}" />`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** Everything may be crawled; the sitemap says where the public pages are. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
