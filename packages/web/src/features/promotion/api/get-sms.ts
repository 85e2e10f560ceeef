import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { PROMOTION } from './paths';

/**
 * POST get-sms: phone, capcode, sid, deviceId, appName, app_from, user_from, utm_tag -> code.
 * '0' sent, '101' wrong picture code, '11' already registered, anything else the server message.
 */
export const getSms = defineEndpoint({
  method: 'POST',
  path: `${PROMOTION}/get-sms`,
  successCodes: ['0', 0],
  schema: v.unknown(),
});
