import type { RouteDef } from '../../lib/router';

// Each page its own chunk; what they share (the site frame, the text renderer) Vite splits out.
// The long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const texts = () => import('./legal-text-pages');
const siteTexts = () => import('./site-text-pages');

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  { path: '/', load: () => import('./home-page').then((m) => m.HomePage) },
  { path: '/Policy', load: () => import('./policy-page').then((m) => m.PolicyPage) },
  { path: '/Loan', load: () => siteTexts().then((m) => m.SiteLoanPage) },
  { path: '/About', load: () => siteTexts().then((m) => m.SiteAboutPage) },
  { path: '/User', load: () => siteTexts().then((m) => m.SiteUserPage) },
  { path: '/Contact', load: () => import('./contact-page').then((m) => m.ContactPage) },
  { path: '/privacyPolicy', load: () => texts().then((m) => m.PrivacyPolicyPage) },
  { path: '/loanTerms', load: () => texts().then((m) => m.LoanTermsPage) },
  { path: '/aboutUs', load: () => texts().then((m) => m.AboutUsPage) },
  { path: '/loanAgreement', load: () => texts().then((m) => m.LoanAgreementPage) },
];
