import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { LEGACY_BASE, text } from './schema-parts';

/** POST .../repayment-huichao (userId, orderId, amount) -> the payment page's url. */
export const repaymentHuichao = defineEndpoint({
  method: 'POST',
  money: true,
  path: `${LEGACY_BASE}/repayment-huichao`,
  schema: v.object({ url: text }),
});
