import { useTranslation } from 'react-i18next';
import { brandConfig } from '../../config';
import { currentMarket } from '../../lib/identity';
import { AboutBlurb } from './about-blurb';
import { LegalDocument } from './legal-document';
import { siteValues } from './site-values';
import './home-sections.css';

/**
 * The home page's sections (ids of `sections.ts`): the offer, About Us, the policy, the terms.
 * `deferLegal`: the two legal documents, below the first screen, are laid out when scrolled near
 * (`site-deferred`), not in the first render's layout. `legalRendered`: false leaves their sections
 * empty (the app's home page renders them after its first screen; the prerendered page has them).
 */
export function HomeSections({
  deferLegal = false,
  legalRendered = true,
}: {
  deferLegal?: boolean;
  legalRendered?: boolean;
}) {
  const { t } = useTranslation(['site', 'legal']);
  const values = siteValues();
  const store = brandConfig.storeLinks[currentMarket().market];
  const legal = deferLegal ? 'site-section site-deferred' : 'site-section';
  return (
    <>
      <section id="home" className="site-section site-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('hero.title', values)}</h1>
        <ul className="site-hero-facts">
          <li>{t('hero.speed')}</li>
          <li>{t('hero.eligibility', values)}</li>
          <li>{t('hero.users')}</li>
        </ul>
        <p className="site-hero-download">
          <span>{t('hero.download')}</span>
          <a className="site-store" href={store.android} rel="noopener noreferrer">
            {t('hero.android')}
          </a>
          <a className="site-store" href={store.ios} rel="noopener noreferrer">
            {t('hero.ios')}
          </a>
        </p>
      </section>
      <section id="about-us" className="site-section">
        <AboutBlurb level={2} />
      </section>
      <section id="privacy-policy" className={legal}>
        {legalRendered ? <LegalDocument doc="privacy" level={2} id="privacy-policy" /> : null}
      </section>
      <section id="loan-terms" className={legal}>
        {legalRendered ? <LegalDocument doc="terms" level={2} id="loan-terms" /> : null}
      </section>
    </>
  );
}
