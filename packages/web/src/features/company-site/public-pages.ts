import type { PublicPageKey } from '@hybrid-loan/bridge-sdk/contract';
import type { ComponentType } from 'react';
import { PublicHomePage } from './home-page';
import { SiteContactPage } from './site-contact-page';
import { SitePolicyPage } from './site-policy-page';
import {
  SiteAboutPage,
  SiteLoanPage,
  SitePrivacyPage,
  SiteTermsPage,
  SiteUserPage,
} from './site-text-pages';

/** A page of the public site: what renders it and the texts of its title and description. */
export interface PublicView {
  View: ComponentType;
  /** The namespace and key of its `<title>` and description (`<meta>.title`, `<meta>.description`). */
  ns: 'site' | 'legal';
  meta: string;
}

/** The namespaces every public page shows (the frame's `site`, the texts' `legal`). */
export const PUBLIC_NAMESPACES = ['site', 'legal'] as const;

/**
 * Each page of the contract's public site (`PUBLIC_PAGES`) and the component that renders it, the
 * same one at build time (prerendered) and in the browser (hydrated).
 */
export const PUBLIC_VIEWS: Record<PublicPageKey, PublicView> = {
  home: { View: PublicHomePage, ns: 'site', meta: 'meta.home' },
  siteAbout: { View: SiteAboutPage, ns: 'legal', meta: 'aboutUs' },
  siteLoan: { View: SiteLoanPage, ns: 'legal', meta: 'agreement' },
  siteUser: { View: SiteUserPage, ns: 'site', meta: 'meta.user' },
  sitePolicy: { View: SitePolicyPage, ns: 'site', meta: 'meta.policy' },
  siteContact: { View: SiteContactPage, ns: 'site', meta: 'meta.contact' },
  privacyPolicy: { View: SitePrivacyPage, ns: 'legal', meta: 'privacy' },
  loanTerms: { View: SiteTermsPage, ns: 'legal', meta: 'terms' },
};
