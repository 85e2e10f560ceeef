import type { PageCall } from '../../lib/http/page-call';
import { PROMOTION } from './api/paths';
import { visitorDeviceId } from './visitor-device';

// The feature's first calls as data (no schema, no client): the routes' early reads, the endpoints
// and their queries, and the sandbox take them from here. The entry holds them: keep them small.

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

/** GET get-captcha: a new picture for the session (the stamp makes each draw a new request). */
export const CAPTCHA_CALL = {
  method: 'GET',
  path: `${PROMOTION}/get-captcha`,
} as const;
