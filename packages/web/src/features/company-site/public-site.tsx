import type { PublicLanguage, PublicPageKey } from '@hybrid-loan/bridge-sdk/contract';
import { createContext, useContext } from 'react';

/** The public site's page being shown: its language (and so its market) and its links. */
export interface PublicSite {
  language: PublicLanguage;
  /** A page's path URL in this language (the contract's `publicPath`): given by the public site's
   * entries, so the app's hash pages do not carry the public site's part of the contract. */
  href(page: PublicPageKey): string;
}

const PublicSiteContext = createContext<PublicSite | null>(null);

/**
 * Marks the site's pages as the prerendered public site (path URLs, `/en-IN/about/`): its links
 * are plain links between those pages and its head is written at build time. Without it the same
 * pages are the app's hash pages (`#/About`), as a page opened by the app shows them.
 */
export const PublicSiteProvider = PublicSiteContext.Provider;

/** The public site's page, or null inside the app's hash router. */
export function usePublicSite(): PublicSite | null {
  return useContext(PublicSiteContext);
}
