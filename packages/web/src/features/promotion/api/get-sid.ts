import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { SID_CALL } from '../calls';

/** GET get-sid -> code '0', data.sid: the session the captcha image and the code checks use. */
export const getSid = defineEndpoint({
  ...SID_CALL,
  successCodes: ['0'],
  schema: v.object({
    sid: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  }),
});
