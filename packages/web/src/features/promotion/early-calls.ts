import type { PageCall } from '../../lib/http/page-call';
import { visitorDeviceId } from './visitor-device';

// The calls this feature's routes send early (see calls.ts, the feature's one list of calls): the
// entry imports this file, so it holds these declarations and nothing else.

/** The promotion endpoints live under one prefix (specification section 7). */
export const PROMOTION = '/api/v2/youmi/promotion';

/** The visitor's device (its own, or the one kept for them when the app gave none), beside the
 * page's parameters. */
type Visitor = { readonly deviceId?: string; readonly [name: string]: unknown };

/** GET the landing config for the campaign (template) id, as the visitor's device. */
export const TEMPLATE_CALL: PageCall<{ id: string } & Visitor> = {
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  params: ({ id, deviceId = visitorDeviceId() }) => {
    const templateId = id.trim();
    return templateId ? { templateId, deviceId } : null;
  },
};

/** GET get-sid: the session the captcha image and the code checks use. */
export const SID_CALL: PageCall<Visitor> = {
  method: 'GET',
  path: `${PROMOTION}/get-sid`,
  params: ({ deviceId = visitorDeviceId() }) => ({ deviceId }),
};
