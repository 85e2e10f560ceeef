import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

// Each page its own chunk; what they share (the site frame, the text renderer) Vite splits out.
// The long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const texts = () => import('./legal-text-pages');
const siteTexts = () => import('./site-text-pages');
// The texts each page shows (the entry starts them with the page's chunk).
const SITE = ['site'];
const SITE_AND_LEGAL = ['site', 'legal'];

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  {
    ...PAGES.home,
    namespaces: SITE_AND_LEGAL,
    load: () => import('./home-page').then((m) => m.HomePage),
  },
  {
    ...PAGES.sitePolicy,
    namespaces: SITE,
    load: () => import('./policy-page').then((m) => m.PolicyPage),
  },
  {
    ...PAGES.siteLoan,
    namespaces: SITE_AND_LEGAL,
    load: () => siteTexts().then((m) => m.SiteLoanPage),
  },
  {
    ...PAGES.siteAbout,
    namespaces: SITE_AND_LEGAL,
    load: () => siteTexts().then((m) => m.SiteAboutPage),
  },
  {
    ...PAGES.siteUser,
    namespaces: SITE_AND_LEGAL,
    load: () => siteTexts().then((m) => m.SiteUserPage),
  },
  {
    ...PAGES.siteContact,
    namespaces: SITE,
    load: () => import('./contact-page').then((m) => m.ContactPage),
  },
  {
    ...PAGES.privacyPolicy,
    namespaces: SITE_AND_LEGAL,
    load: () => texts().then((m) => m.PrivacyPolicyPage),
  },
  {
    ...PAGES.loanTerms,
    namespaces: SITE_AND_LEGAL,
    load: () => texts().then((m) => m.LoanTermsPage),
  },
  { ...PAGES.aboutUs, namespaces: SITE_AND_LEGAL, load: () => texts().then((m) => m.AboutUsPage) },
  {
    ...PAGES.loanAgreement,
    namespaces: SITE_AND_LEGAL,
    load: () => texts().then((m) => m.LoanAgreementPage),
  },
];
