import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../lib/routes';
import { PageLoading, QueryView } from '../../ui';
import { useTemplate } from './api/get-template';
import { readCampaign } from './campaign';
import { MissingCampaign } from './missing-campaign';
import { RegisterForm } from './register-form';
import { usePageTitle } from './use-page-title';
import { useTemplateLocale } from './use-template-locale';
import { useVisitOnce } from './use-visit-once';
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

  useVisitOnce(campaign, deviceId);

  if (!campaign.id) return <MissingCampaign />;
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
