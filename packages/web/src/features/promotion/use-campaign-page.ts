import type { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo } from 'react';
import { usePageParams } from '../../lib/routes';
import { type LandingTemplate, useTemplate } from './api/get-template';
import { type Campaign, readCampaign } from './campaign';
import { useTemplateLocale } from './use-template-locale';
import { visitorDeviceId } from './visitor-device';

/**
 * The pages after the form (download, agreement) speak the template's language too. They never
 * wait on a failed template: without one they show in the visitor's market language.
 */
export function useCampaignPage(
  spec: typeof PAGES.downloadTemplate | typeof PAGES.agreementTemplate,
): {
  campaign: Campaign;
  template: LandingTemplate | undefined;
  ready: boolean;
} {
  const params = usePageParams(spec);
  const campaign = useMemo(() => readCampaign(params), [params]);
  const deviceId = useMemo(() => visitorDeviceId(), []);
  const template = useTemplate(campaign.id, deviceId);
  const locale = useTemplateLocale(template.data);
  const ready = !campaign.id || template.isError || locale !== null;
  return { campaign, template: template.data, ready };
}
