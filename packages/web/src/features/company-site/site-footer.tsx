import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyData } from '../../config';

/** Company name, address, telephone, e-mail, registration numbers and copyright, from the config. */
export function SiteFooter() {
  const { t } = useTranslation('site');
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
              <Link to={PAGES.siteContact.path}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={PAGES.sitePolicy.path}>{t('footer.agreement')}</Link>
            </li>
            <li>
              <Link to={PAGES.siteLoan.path}>{t('footer.loanAgreement')}</Link>
            </li>
            <li>
              <Link to={PAGES.siteAbout.path}>{t('footer.about')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-copyright">{companyData.copyright}</p>
    </footer>
  );
}
