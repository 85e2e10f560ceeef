import type { PageCall } from '../../lib/http/page-call';
import type { Params, Wire } from '../../lib/http/wire-format';
import { PROMOTION } from './early-calls';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox routes by them. The calls its routes send early are declared in
// early-calls.ts (the entry imports that file alone, so the rest stays out of the entry's bytes)
// and listed here with the others.

export { SID_CALL, TEMPLATE_CALL } from './early-calls';

/**
 * One of the registration's own calls: its parameters are the form's fields as the specification
 * names them (section 7), sent as they are.
 */
const formCall = (method: Wire['method'], name: string): PageCall<Params> => ({
  method,
  path: `${PROMOTION}/${name}`,
  params: (p) => ({ ...p }),
});

/** GET track-visit: page_id, user_from, client_type, page_type=1, utm_tag, app_from. */
export const TRACK_VISIT_CALL = formCall('GET', 'track-visit');

/** GET track-click: the same plus phone. */
export const TRACK_CLICK_CALL = formCall('GET', 'track-click');

/** GET get-captcha (sid, deviceId, t): the picture code, fetched by the client (`requestImage`: the device id in a header) and shown from its Blob. */
export const CAPTCHA_CALL: PageCall<{ sid: string; deviceId: string; stamp: number }> = {
  method: 'GET',
  path: `${PROMOTION}/get-captcha`,
  params: ({ sid, deviceId, stamp }) => ({ sid, deviceId, t: String(stamp) }),
};

/** POST get-sms: phone, capcode, sid, deviceId, appName, app_from, user_from, utm_tag. */
export const SMS_CALL = formCall('POST', 'get-sms');

/**
 * POST register: phone, capcode, sid, deviceId, appName, merchantNumber, userName, smsCode,
 * invite_code, user_from, id, app_from, utm_tag. Creates the account: an idempotency key.
 */
export const REGISTER_CALL: PageCall<Params> = {
  ...formCall('POST', 'register'),
  idempotent: true,
};
