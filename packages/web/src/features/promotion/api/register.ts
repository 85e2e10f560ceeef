import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { PROMOTION } from './paths';

/**
 * POST register: phone, capcode, sid, deviceId, appName, merchantNumber, userName, smsCode,
 * invite_code, user_from, id, app_from, utm_tag -> code, message.
 * '0' registered, '-1' wrong picture code, '11' already registered, anything else the message.
 */
export const register = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${PROMOTION}/register`,
  successCodes: ['0', 0],
  schema: v.unknown(),
});
