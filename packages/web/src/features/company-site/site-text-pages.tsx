import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutBlurb } from './about-blurb';
import { type LegalDoc, LegalDocument } from './legal-document';
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

/** A legal document on the public site: its meta tags are the document's own. */
function SiteDocument({ doc, path }: { doc: LegalDoc; path: string }) {
  return (
    <SiteTextPage ns="legal" meta={doc} path={path}>
      <section className="site-section">
        <LegalDocument doc={doc} />
      </section>
    </SiteTextPage>
  );
}

/** `/Loan`: the loan agreement text on the public site. */
export const SiteLoanPage = () => <SiteDocument doc="agreement" path={PAGES.siteLoan.path} />;

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
export const SitePrivacyPage = () => <SiteDocument doc="privacy" path={PAGES.privacyPolicy.path} />;

/** `/<language>/loan-terms/`: the loan terms and conditions on the public site. */
export const SiteTermsPage = () => <SiteDocument doc="terms" path={PAGES.loanTerms.path} />;
