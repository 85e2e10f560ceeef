import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { RouteDef } from '../../lib/routes';

// Each page its own chunk; what they share (the site frame, the text renderer) Vite splits out.
// The long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const texts = () => import('./legal-text-pages');
const siteTexts = () => import('./site-text-pages');

/** The texts the site's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['site', 'legal'];
// The policy and contact pages show no legal text (a long namespace of its own).
const SITE = ['site'];

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  { ...PAGES.home, load: () => import('./home-page').then((m) => m.HomePage) },
  {
    ...PAGES.sitePolicy,
    namespaces: SITE,
    load: () => import('./site-policy-page').then((m) => m.SitePolicyPage),
  },
  { ...PAGES.siteLoan, load: () => siteTexts().then((m) => m.SiteLoanPage) },
  { ...PAGES.siteAbout, load: () => siteTexts().then((m) => m.SiteAboutPage) },
  { ...PAGES.siteUser, load: () => siteTexts().then((m) => m.SiteUserPage) },
  {
    ...PAGES.siteContact,
    namespaces: SITE,
    load: () => import('./site-contact-page').then((m) => m.SiteContactPage),
  },
  { ...PAGES.privacyPolicy, load: () => texts().then((m) => m.PrivacyPolicyPage) },
  { ...PAGES.loanTerms, load: () => texts().then((m) => m.LoanTermsPage) },
  { ...PAGES.aboutUs, load: () => texts().then((m) => m.AboutUsPage) },
  { ...PAGES.loanAgreement, load: () => texts().then((m) => m.LoanAgreementPage) },
];
