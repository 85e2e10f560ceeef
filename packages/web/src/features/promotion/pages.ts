import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { adaptCall, type PageCall } from '../../lib/http/page-call';
import { declarePage } from '../../lib/routes/page-decl';
import { PROMOTION } from './api/paths';
import { visitorDeviceId } from './visitor-device';

// The pages' declarations and their first calls as data: the route's early reads, the endpoints
// and their queries, and the sandbox all take the calls from here. The entry holds them: the
// visitor's device id comes from its own small module, the rest of the campaign stays out.

/** GET the landing config for the campaign (template) id, as the visitor's device. */
export const TEMPLATE_CALL: PageCall<{ templateId: string; deviceId: string }> = {
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  params: ({ templateId, deviceId }) => (templateId ? { templateId, deviceId } : null),
};

/** GET get-sid: the session the captcha image and the code checks use. */
export const SID_CALL: PageCall<{ deviceId: string }> = {
  method: 'GET',
  path: `${PROMOTION}/get-sid`,
  params: ({ deviceId }) => ({ deviceId }),
};

/**
 * `/registerTemplate`: the template and the captcha's session early (without the session early,
 * the form's first render sent it through axios, a download on the way to the page's content).
 */
export const registerTemplatePage = declarePage(PAGES.registerTemplate, {
  required: ['id'],
  calls: [
    adaptCall(TEMPLATE_CALL, (p) => ({ templateId: p.id.trim(), deviceId: visitorDeviceId() })),
    adaptCall(SID_CALL, () => ({ deviceId: visitorDeviceId() })),
  ],
});

/** `/downloadTemplate`: after registration, in the template's language. */
export const downloadTemplatePage = declarePage(PAGES.downloadTemplate);

/** `/agreementTemplate`: the registration agreement. */
export const agreementTemplatePage = declarePage(PAGES.agreementTemplate);
