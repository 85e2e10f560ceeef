import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { brandConfig, companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { usePublicSite } from './public-site';
import { siteValues } from './site-values';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's route, for og:url (e.g. `/privacyPolicy`). */
  path: string;
}

const TAGS: [attr: 'name' | 'property', key: string][] = [
  ['name', 'description'],
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:type'],
  ['property', 'og:url'],
  ['property', 'og:site_name'],
  ['property', 'og:locale'],
];

function tag(attr: 'name' | 'property', key: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  return el;
}

/**
 * Title, description and Open Graph tags of a public page, so a shared link and a search result
 * show what the page is. The previous values come back when the page closes. The prerendered
 * public site has them in its HTML already (written at build time), so there it does nothing.
 */
export function usePageMeta({ title, description, path }: PageMeta): void {
  const prerendered = usePublicSite() !== null;
  useEffect(() => {
    if (prerendered) return undefined;
    const values: Record<string, string> = {
      description,
      'og:title': title,
      'og:description': description,
      'og:type': 'website',
      'og:url': `${brandConfig.appH5.replace(/\/$/, '')}/#${path}`,
      'og:site_name': companyFor(currentMarket().market).name,
      'og:locale': (document.documentElement.lang || 'id-ID').replace('-', '_'),
    };
    const previousTitle = document.title;
    const previous = TAGS.map(([attr, key]) => {
      const el = tag(attr, key);
      const before = el.getAttribute('content');
      el.setAttribute('content', values[key] ?? '');
      return { el, before };
    });
    document.title = title;
    return () => {
      document.title = previousTitle;
      for (const { el, before } of previous) {
        if (before === null) el.remove();
        else el.setAttribute('content', before);
      }
    };
  }, [prerendered, title, description, path]);
}

/**
 * usePageMeta from the page's texts: `<key>.title` and `<key>.description` of `t`'s namespace,
 * both filled with the site's values (company, figures).
 */
export function useTextMeta(t: TFunction, key: string, path: string): void {
  const values = siteValues();
  usePageMeta({
    title: t(`${key}.title`, values),
    description: t(`${key}.description`, values),
    path,
  });
}
