import { useTranslation } from 'react-i18next';
import { companyFor } from '../../config';
import { currentMarket } from '../../lib/identity';
import { SiteLink } from './site-link';

/** The footer's links in order: a page and the text of its link. */
const LINKS = [
  ['siteContact', 'footer.contact'],
  ['sitePolicy', 'footer.agreement'],
  ['siteLoan', 'footer.loanAgreement'],
  ['siteAbout', 'footer.about'],
] as const;

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
            {LINKS.map(([page, text]) => (
              <li key={page}>
                <SiteLink page={page}>{t(text)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-copyright">{companyData.copyright}</p>
    </footer>
  );
}
