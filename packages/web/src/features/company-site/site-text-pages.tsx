import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutBlurb } from './about-blurb';
import { LegalDocument } from './legal-document';
import { SiteLayout } from './site-layout';
import { SiteLink } from './site-link';
import { useTextMeta } from './use-page-meta';

interface SiteTextPageProps {
  ns: 'legal' | 'site';
  /** The texts' key of the page's title and description (`<meta>.title`, `<meta>.description`). */
  meta: string;
  path: string;
  children: ReactNode;
}

/** A public page of text: its meta tags, the site frame, one section. */
function SiteTextPage({ ns, meta, path, children }: SiteTextPageProps) {
  const { t } = useTranslation(ns);
  useTextMeta(t, meta, path);
  return <SiteLayout>{children}</SiteLayout>;
}

/** `/Loan`: the loan agreement text on the public site. */
export function SiteLoanPage() {
  return (
    <SiteTextPage ns="legal" meta="agreement" path={PAGES.siteLoan.path}>
      <section className="site-section">
        <LegalDocument doc="agreement" />
      </section>
    </SiteTextPage>
  );
}

/** `/About`: the About Us blurb on the public site. */
export function SiteAboutPage() {
  return (
    <SiteTextPage ns="legal" meta="aboutUs" path={PAGES.siteAbout.path}>
      <section className="site-section">
        <AboutBlurb />
      </section>
    </SiteTextPage>
  );
}

/** `/User`: empty by the specification; the account lives in the app, so say so and offer home. */
export function SiteUserPage() {
  const { t } = useTranslation('site');
  return (
    <SiteTextPage ns="site" meta="meta.user" path={PAGES.siteUser.path}>
      <section className="site-section site-user" data-testid="site-user">
        <h1>{t('user.title')}</h1>
        <p>{t('user.text')}</p>
        <SiteLink className="link-button" page="home">
          {t('user.home')}
        </SiteLink>
      </section>
    </SiteTextPage>
  );
}

/** `/<language>/privacy-policy/`: the privacy policy on the public site (a page of its own). */
export function SitePrivacyPage() {
  return (
    <SiteTextPage ns="legal" meta="privacy" path={PAGES.privacyPolicy.path}>
      <section className="site-section">
        <LegalDocument doc="privacy" />
      </section>
    </SiteTextPage>
  );
}

/** `/<language>/loan-terms/`: the loan terms and conditions on the public site. */
export function SiteTermsPage() {
  return (
    <SiteTextPage ns="legal" meta="terms" path={PAGES.loanTerms.path}>
      <section className="site-section">
        <LegalDocument doc="terms" />
      </section>
    </SiteTextPage>
  );
}
