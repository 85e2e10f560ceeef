import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';
import { AboutBlurb } from './about-blurb';
import { LegalDocument } from './legal-document';
import { SiteLayout } from './site-layout';
import { siteValues } from './site-values';
import { usePageMeta } from './use-page-meta';

/** `/Loan`: the loan agreement text on the public site. */
export function SiteLoanPage() {
  const { t } = useTranslation('legal');
  const values = siteValues();
  usePageMeta({
    title: t('agreement.title'),
    description: t('agreement.description', values),
    path: PAGES.siteLoan.path,
  });
  return (
    <SiteLayout>
      <section className="site-section">
        <LegalDocument doc="agreement" />
      </section>
    </SiteLayout>
  );
}

/** `/About`: the About Us blurb on the public site. */
export function SiteAboutPage() {
  const { t } = useTranslation('legal');
  const values = siteValues();
  usePageMeta({
    title: t('aboutUs.title'),
    description: t('aboutUs.description', values),
    path: PAGES.siteAbout.path,
  });
  return (
    <SiteLayout>
      <section className="site-section">
        <AboutBlurb />
      </section>
    </SiteLayout>
  );
}

/** `/User`: empty by the specification; the account lives in the app, so say so and offer home. */
export function SiteUserPage() {
  const { t } = useTranslation('site');
  const values = siteValues();
  usePageMeta({
    title: t('meta.user.title'),
    description: t('meta.user.description', values),
    path: PAGES.siteUser.path,
  });
  return (
    <SiteLayout>
      <section className="site-section site-user" data-testid="site-user">
        <h1>{t('user.title')}</h1>
        <p>{t('user.text')}</p>
        <AppLink className="link-button" to={PAGES.home.path}>
          {t('user.home')}
        </AppLink>
      </section>
    </SiteLayout>
  );
}
