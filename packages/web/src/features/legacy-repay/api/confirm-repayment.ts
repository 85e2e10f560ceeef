import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { LEGACY_BASE } from './legacy-base';

/** POST .../repayment-confirm (orderId, verifyCode, repaymentRecordId): confirms with the SMS code. */
export const confirmRepayment = defineEndpoint({
  method: 'POST',
  money: true,
  path: `${LEGACY_BASE}/repayment-confirm`,
  schema: v.unknown(),
});
