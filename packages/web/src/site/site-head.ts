import {
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  type PublicPageKey,
  publicPath,
} from '@hybrid-loan/bridge-sdk/contract';
import type { i18n as I18n } from 'i18next';
import { companyFor } from '../config';
import { PUBLIC_VIEWS } from '../features/company-site/public-pages';
import { siteValues } from '../features/company-site/site-values';
import { currentMarket } from '../lib/identity';
import { escapeHtml } from './escape-html';

export { escapeHtml };

/** The absolute URL of a public page on the site's origin (`https://h5.example/en-IN/about/`). */
export function publicUrl(origin: string, language: PublicLanguage, page: PublicPageKey): string {
  return `${origin.replace(/\/$/, '')}${publicPath(language, page)}`;
}

export interface SiteHead {
  title: string;
  description: string;
  /** The head's tags after the title: description, canonical, alternates, Open Graph. */
  tags: string;
}

/**
 * What a search engine and a link preview read of a public page: its title and description (the
 * page's texts), its canonical URL, the same page in the other languages (`hreflang`, with
 * `x-default` the Indonesian one, the site's default), and Open Graph tags. The market's set-up
 * (setPublicMarket) and the page's texts must be in place.
 */
export function siteHead(
  i18n: I18n,
  page: PublicPageKey,
  language: PublicLanguage,
  origin: string,
): SiteHead {
  const { ns, meta } = PUBLIC_VIEWS[page];
  const t = i18n.getFixedT(language, ns);
  const values = siteValues();
  const title = t(`${meta}.title`, values);
  const description = t(`${meta}.description`, values);
  const url = publicUrl(origin, language, page);
  const link = (rel: string, href: string, extra = '') =>
    `<link rel="${rel}"${extra} href="${escapeHtml(href)}" />`;
  const metaTag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    metaTag('name', 'description', description),
    link('canonical', url),
    ...PUBLIC_LANGUAGES.map((l) =>
      link('alternate', publicUrl(origin, l, page), ` hreflang="${l}"`),
    ),
    link('alternate', publicUrl(origin, 'id-ID', page), ' hreflang="x-default"'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:site_name', companyFor(currentMarket().market).name),
    metaTag('property', 'og:locale', language.replace('-', '_')),
    ...PUBLIC_LANGUAGES.filter((l) => l !== language).map((l) =>
      metaTag('property', 'og:locale:alternate', l.replace('-', '_')),
    ),
  ];
  return { title, description, tags: tags.join('\n    ') };
}
