// The build's renderer of the public site (scripts/build/public-site-build.ts bundles it for Node):
// React's own server renderer, the same components the browser hydrates.
import {
  PUBLIC_LANGUAGES,
  PUBLIC_PAGES,
  type PublicLanguage,
  type PublicPageKey,
  publicPath,
} from '@hybrid-loan/bridge-sdk/contract';
import { renderToString } from 'react-dom/server';
import { brandConfig } from '../config';
import { setPublicMarket } from '../lib/identity';
import { publicUrl, siteHead } from './site-head';
import { siteI18n } from './site-i18n';
import { SitePage } from './site-page';

export interface RenderedPage {
  title: string;
  /** The head's tags after the title. */
  head: string;
  /** The page's markup, for the root element. */
  body: string;
}

/** Renders one public page in one language to HTML, with its head. */
export async function renderPublicPage(
  page: PublicPageKey,
  language: PublicLanguage,
  origin: string = brandConfig.appH5,
): Promise<RenderedPage> {
  setPublicMarket(language);
  const i18n = await siteI18n(language);
  const head = siteHead(i18n, page, language, origin);
  const body = renderToString(<SitePage page={page} language={language} i18n={i18n} />);
  return { title: head.title, head: head.tags, body };
}

/** One page in one language, as the build writes it (JSON: it comes from a child process). */
export interface PrerenderedPage {
  page: PublicPageKey;
  language: PublicLanguage;
  /** Its path from the site's root (`/en-IN/about/`). */
  path: string;
  /** Its absolute URL, for the sitemap. */
  url: string;
  rendered: RenderedPage;
}

/** Every public page in every language (scripts/build/public-site-build.ts calls it in a child process). */
export async function renderPublicSite(origin: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const page of Object.keys(PUBLIC_PAGES) as PublicPageKey[])
    for (const language of PUBLIC_LANGUAGES)
      pages.push({
        page,
        language,
        path: publicPath(language, page),
        url: publicUrl(origin, language, page),
        rendered: await renderPublicPage(page, language, origin),
      });
  return pages;
}
