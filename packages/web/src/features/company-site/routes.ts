import type { RouteDef } from '../../lib/router';

// Two chunks: the public site's pages, and the in-app text pages (lighter, no site frame). The
// long texts themselves are the `legal` locale namespace, a chunk of their own per language.
const site = () => import('./site-pages');
const texts = () => import('./legal-text-pages');

/** The public company site and the legal texts: open to anyone, no borrower identity. */
export const routes: RouteDef[] = [
  { path: '/', load: () => site().then((m) => m.HomePage) },
  { path: '/Policy', load: () => site().then((m) => m.PolicyPage) },
  { path: '/Loan', load: () => site().then((m) => m.SiteLoanPage) },
  { path: '/About', load: () => site().then((m) => m.SiteAboutPage) },
  { path: '/User', load: () => site().then((m) => m.SiteUserPage) },
  { path: '/Contact', load: () => site().then((m) => m.ContactPage) },
  { path: '/privacyPolicy', load: () => texts().then((m) => m.PrivacyPolicyPage) },
  { path: '/loanTerms', load: () => texts().then((m) => m.LoanTermsPage) },
  { path: '/aboutUs', load: () => texts().then((m) => m.AboutUsPage) },
  { path: '/loanAgreement', load: () => texts().then((m) => m.LoanAgreementPage) },
];
