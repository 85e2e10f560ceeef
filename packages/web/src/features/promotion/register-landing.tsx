import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../lib/first-paint';
import { useCallQuery } from '../../lib/http';
import type { PhoneRule } from '../../lib/validation';
import { getTemplate, type LandingTemplate } from './api/get-template';
import { TEMPLATE_CALL } from './calls';
import { readCampaign } from './campaign';
import { MissingCampaign } from './missing-campaign';
import { RegisterForm } from './register-form';
import { useTemplateLocale } from './use-template-locale';
import { useVisitOnce } from './use-visit-once';
import { visitorDeviceId } from './visitor-device';
import './promotion.css';
import './register-landing.css';

const NO_CAMPAIGN = readCampaign({});
/** The form's template before the API's answer: its own texts (the submit's default label). */
const NO_TEMPLATE: LandingTemplate = {
  id: '',
  lang: '',
  title: '',
  subtitle: '',
  buttonText: '',
  appName: '',
  downloadUrl: '',
};

/**
 * The campaign landing on its path URL (`/en-IN/register/?id=…`): the frame and the form are the
 * prerendered HTML; only the template's texts wait for its data, in a box of their size. The
 * campaign comes from the URL's query once the page is live (the build has none), so the first
 * render is the build's, to the attribute, and hydration finds what it rendered.
 */
export function RegisterLanding({ rule }: { rule: PhoneRule }) {
  const { t } = useTranslation('promotion');
  const live = useLive();
  const campaign = useMemo(
    () =>
      live
        ? readCampaign(Object.fromEntries(new URLSearchParams(window.location.search)))
        : NO_CAMPAIGN,
    [live],
  );
  // Not in the markup: its value may differ between the build and the browser.
  const deviceId = useMemo(() => (typeof document === 'undefined' ? '' : visitorDeviceId()), []);
  const template = useCallQuery(
    getTemplate,
    TEMPLATE_CALL,
    { id: campaign.id, deviceId },
    { staleTime: Number.POSITIVE_INFINITY, enabled: campaign.id !== '' },
  );
  const locale = useTemplateLocale(template.data);
  useVisitOnce(campaign, deviceId);
  const data = locale ? template.data : undefined;

  if (live && !campaign.id) return <MissingCampaign />;
  return (
    <main className="page promo-page">
      {data ? (
        <header className="promo-hero promo-hero-landing" data-testid="register-hero">
          <h1>{data.title || t('defaultTitle')}</h1>
          <p>{data.subtitle || t('defaultSubtitle')}</p>
        </header>
      ) : (
        <header
          className="promo-hero promo-hero-landing"
          aria-busy="true"
          data-testid="register-hero-pending"
        >
          <span className="promo-hero-bar promo-hero-title" />
          <span className="promo-hero-bar" />
        </header>
      )}
      <RegisterForm
        campaign={campaign}
        template={data ?? NO_TEMPLATE}
        rule={locale?.rule ?? rule}
        deviceId={deviceId}
      />
    </main>
  );
}
