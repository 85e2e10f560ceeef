// The build's renderer of the public site (scripts/public-site-build.ts bundles it for Node):
// React's own server renderer, the same components the browser hydrates.
import type { PublicLanguage, PublicPageKey } from '@hybrid-loan/bridge-sdk/contract';
import { renderToString } from 'react-dom/server';
import { brandConfig } from '../config';
import { setPublicMarket } from '../lib/identity';
import { siteHead } from './site-head';
import { siteI18n } from './site-i18n';
import { SitePage } from './site-page';

export { PUBLIC_LANGUAGES, PUBLIC_PAGES, publicPath } from '@hybrid-loan/bridge-sdk/contract';
export { escapeHtml, publicUrl } from './site-head';
export { SITE_LOADER, SITE_LOADER_HASH } from './site-loader';

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
