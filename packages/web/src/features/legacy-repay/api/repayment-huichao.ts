import * as v from 'valibot';
import { defineEndpoint, text } from '../../../lib/http';
import { HUICHAO_CALL } from '../calls';

/** HUICHAO_CALL (userId, orderId, amount) -> the payment page's url. */
export const repaymentHuichao = defineEndpoint({
  ...HUICHAO_CALL,
  schema: v.object({ url: text }),
});
