import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { pageRoute, type RouteDef } from '../../lib/routes/page-route';

// Each page its own chunk; what they share (the site frame, the text renderer) Vite splits out.
// The long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const texts = () => import('./legal-text-pages');
const siteTexts = () => import('./site-text-pages');
// A page of the public site: a visitor on its old hash URL leaves for its prerendered page
// (visitor-redirect.ts, loaded beside the page, so the app's opens wait for nothing more).
const site =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('./visitor-redirect').then((m) => m.stayInApp())]).then(
      ([page]) => page,
    );
const home = site(() => import('./home-page').then((m) => m.HomePage));
const sitePolicy = site(() => import('./site-policy-page').then((m) => m.SitePolicyPage));
const siteContact = site(() => import('./site-contact-page').then((m) => m.SiteContactPage));

/** The texts the site's pages show: the entry starts them with the page's chunk. */
export const namespaces = ['site', 'legal'];
// The policy and contact pages show no legal text (a long namespace of its own).
const SITE = ['site'];

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  pageRoute(PAGES.home, home),
  { ...pageRoute(PAGES.sitePolicy, sitePolicy), namespaces: SITE },
  pageRoute(
    PAGES.siteLoan,
    site(() => siteTexts().then((m) => m.SiteLoanPage)),
  ),
  pageRoute(
    PAGES.siteAbout,
    site(() => siteTexts().then((m) => m.SiteAboutPage)),
  ),
  pageRoute(
    PAGES.siteUser,
    site(() => siteTexts().then((m) => m.SiteUserPage)),
  ),
  { ...pageRoute(PAGES.siteContact, siteContact), namespaces: SITE },
  pageRoute(
    PAGES.privacyPolicy,
    site(() => texts().then((m) => m.PrivacyPolicyPage)),
  ),
  pageRoute(
    PAGES.loanTerms,
    site(() => texts().then((m) => m.LoanTermsPage)),
  ),
  pageRoute(PAGES.aboutUs, () => texts().then((m) => m.AboutUsPage)),
  pageRoute(PAGES.loanAgreement, () => texts().then((m) => m.LoanAgreementPage)),
];
