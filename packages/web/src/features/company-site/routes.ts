import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';

// Each page its own chunk; what they share (the site frame, the text renderer) Vite splits out.
// The long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const texts = () => import('./legal-text-pages');
const siteTexts = () => import('./site-text-pages');
const home = () => import('./home-page').then((m) => m.HomePage);
const sitePolicy = () => import('./site-policy-page').then((m) => m.SitePolicyPage);
const siteContact = () => import('./site-contact-page').then((m) => m.SiteContactPage);

/** The texts the site's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['site', 'legal'];
// The policy and contact pages show no legal text (a long namespace of its own).
const SITE = ['site'];

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  pageRoute(PAGES.home, home),
  { ...pageRoute(PAGES.sitePolicy, sitePolicy), namespaces: SITE },
  pageRoute(PAGES.siteLoan, () => siteTexts().then((m) => m.SiteLoanPage)),
  pageRoute(PAGES.siteAbout, () => siteTexts().then((m) => m.SiteAboutPage)),
  pageRoute(PAGES.siteUser, () => siteTexts().then((m) => m.SiteUserPage)),
  { ...pageRoute(PAGES.siteContact, siteContact), namespaces: SITE },
  pageRoute(PAGES.privacyPolicy, () => texts().then((m) => m.PrivacyPolicyPage)),
  pageRoute(PAGES.loanTerms, () => texts().then((m) => m.LoanTermsPage)),
  pageRoute(PAGES.aboutUs, () => texts().then((m) => m.AboutUsPage)),
  pageRoute(PAGES.loanAgreement, () => texts().then((m) => m.LoanAgreementPage)),
];
