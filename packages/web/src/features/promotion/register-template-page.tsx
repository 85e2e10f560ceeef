import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../../lib/first-paint';
import { usePageParams } from '../../lib/routes';
import { AppLink, EmptyState, PageLoading, QueryView } from '../../ui';
import { useTemplate } from './api/get-template';
import { track, trackVisit } from './api/track';
import { readCampaign, visitParams } from './campaign';
import { RegisterForm } from './register-form';
import { usePageTitle } from './use-page-title';
import { useTemplateLocale } from './use-template-locale';
import { visitorDeviceId } from './visitor-device';
import './promotion.css';

/** The registration template: the channel's landing config, then the registration form. */
export function RegisterTemplatePage() {
  const { t } = useTranslation('promotion');
  const params = usePageParams(PAGES.registerTemplate);
  const campaign = useMemo(() => readCampaign(params), [params]);
  const deviceId = useMemo(() => visitorDeviceId(), []);
  const template = useTemplate(campaign.id, deviceId);
  const locale = useTemplateLocale(template.data);
  usePageTitle(template.data?.title || t('defaultTitle'));

  // One visit per page view (a ref, so StrictMode's second effect run records nothing more).
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !campaign.id) return;
    tracked.current = true;
    // Counted once the page is on screen: the call (and the http client's download) stays off
    // the way to the content.
    afterFirstPaint(() => track(trackVisit, { ...visitParams(campaign), deviceId }));
  }, [campaign, deviceId]);

  if (!campaign.id) {
    return (
      <main className="page promo-page">
        <EmptyState
          title={t('missingId.title')}
          text={t('missingId.text')}
          action={
            <AppLink className="link-button" to={PAGES.home.path}>
              {t('missingId.home')}
            </AppLink>
          }
        />
      </main>
    );
  }
  return (
    <main className="page promo-page">
      <QueryView query={template}>
        {(data) =>
          locale ? (
            <>
              <header className="promo-hero">
                <h1>{data.title || t('defaultTitle')}</h1>
                <p>{data.subtitle || t('defaultSubtitle')}</p>
              </header>
              <RegisterForm
                campaign={campaign}
                template={data}
                rule={locale.rule}
                deviceId={deviceId}
              />
            </>
          ) : (
            <PageLoading />
          )
        }
      </QueryView>
    </main>
  );
}
