import * as v from 'valibot';
import { defineEndpoint, text } from '../../../lib/http';
import { LEGACY_BASE } from './legacy-base';

/** POST .../repayment-huichao (userId, orderId, amount) -> the payment page's url. */
export const repaymentHuichao = defineEndpoint({
  method: 'POST',
  money: true,
  path: `${LEGACY_BASE}/repayment-huichao`,
  schema: v.object({ url: text }),
});
