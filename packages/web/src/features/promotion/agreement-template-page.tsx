import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { currentMarket } from '../../lib/identity';
import { AppLink, PageLoading } from '../../ui';
import { carriedParams } from './campaign';
import { templateAppName } from './rules';
import { useCampaignPage } from './use-campaign-page';
import { usePageTitle } from './use-page-title';
import './promotion.css';

interface Clause {
  heading: string;
  text: string;
}

/** The registration agreement linked from the form, with a way back to the form. */
export function AgreementTemplatePage() {
  const { t } = useTranslation('promotion');
  const { campaign, template, ready } = useCampaignPage(PAGES.agreementTemplate);
  const app = template?.appName || templateAppName(template?.lang, currentMarket().market);
  usePageTitle(t('agreement.title'));
  if (!ready) return <PageLoading />;
  const clauses = t('agreement.clauses', { returnObjects: true, app }) as Clause[];
  return (
    <main className="page promo-page">
      <article className="promo-agreement-text">
        <h1>{t('agreement.title')}</h1>
        <p>{t('agreement.intro', { app })}</p>
        {Array.isArray(clauses)
          ? clauses.map((c) => (
              <section key={c.heading}>
                <h2>{c.heading}</h2>
                <p>{c.text}</p>
              </section>
            ))
          : null}
        {campaign.id ? (
          <p>
            <AppLink
              className="link-button"
              to={pageHref(PAGES.registerTemplate, {
                ...carriedParams(campaign),
                invite_code: campaign.invite_code,
              })}
            >
              {t('agreement.back')}
            </AppLink>
          </p>
        ) : null}
      </article>
    </main>
  );
}
