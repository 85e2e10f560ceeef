import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
// By path, not the kit's index: the site's pages use no other part of the kit (or the http client).
import { AppLink } from '../../ui/link/app-link';

/** Company name, address, telephone, e-mail, registration numbers and copyright, from the config. */
export function SiteFooter() {
  const { t } = useTranslation('site');
  const companyData = companyFor(currentMarket().market);
  const tel = companyData.phone.replace(/[^\d+]/g, '');
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section>
          <h2 className="site-footer-name">{companyData.name}</h2>
          <dl className="site-footer-facts">
            <dt>{t('footer.address')}</dt>
            <dd>{companyData.address}</dd>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${tel}`}>{companyData.phone}</a>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${companyData.email}`}>{companyData.email}</a>
            </dd>
            {companyData.registrationNumbers.length > 0 ? (
              <>
                <dt>{t('footer.registration')}</dt>
                <dd>{companyData.registrationNumbers.join(' · ')}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <nav aria-label={t('footer.links')}>
          <ul className="site-footer-links">
            <li>
              <AppLink to={PAGES.siteContact.path}>{t('footer.contact')}</AppLink>
            </li>
            <li>
              <AppLink to={PAGES.sitePolicy.path}>{t('footer.agreement')}</AppLink>
            </li>
            <li>
              <AppLink to={PAGES.siteLoan.path}>{t('footer.loanAgreement')}</AppLink>
            </li>
            <li>
              <AppLink to={PAGES.siteAbout.path}>{t('footer.about')}</AppLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-copyright">{companyData.copyright}</p>
    </footer>
  );
}
