import { PAGES, type PublicPageKey, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import type { AnchorHTMLAttributes } from 'react';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';
import { usePublicSite } from './public-site';
import type { SectionId } from './sections';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  page: PublicPageKey;
  /** A section of the home page. */
  section?: SectionId;
}

/**
 * A link to a page of the site: on the public site a plain link to its path URL
 * (`/en-IN/about/`, `/en-IN/#loan-terms`), which works without JavaScript; in the app a link of
 * its hash router (`#/About`, `#/?section=loan-terms`).
 */
export function SiteLink({ page, section, ...rest }: SiteLinkProps) {
  const site = usePublicSite();
  if (site) return <a {...rest} href={`${site.href(page)}${section ? `#${section}` : ''}`} />;
  const to =
    page === 'home'
      ? pageHref(PAGES.home, { section: section === 'home' ? '' : section })
      : PAGES[page].path;
  return <AppLink {...rest} to={to} />;
}
