import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { SMS_CALL } from '../calls';

/**
 * SMS_CALL -> code: '0' sent, '101' wrong picture code, '11' already registered, anything else the
 * server message.
 */
export const getSms = defineEndpoint({
  ...SMS_CALL,
  successCodes: ['0', 0],
  schema: v.unknown(),
});
