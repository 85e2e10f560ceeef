import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { REGISTER_CALL } from '../calls';

/**
 * REGISTER_CALL -> code, message: '0' registered, '-1' wrong picture code, '11' already
 * registered, anything else the message.
 */
export const register = defineEndpoint({
  ...REGISTER_CALL,
  successCodes: ['0', 0],
  schema: v.unknown(),
});
