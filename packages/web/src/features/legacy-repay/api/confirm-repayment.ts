import * as v from 'valibot';
import { defineEndpoint } from '../../../lib/http';
import { CONFIRM_CALL } from '../calls';

/** CONFIRM_CALL (orderId, verifyCode, repaymentRecordId): confirms with the SMS code. */
export const confirmRepayment = defineEndpoint({ ...CONFIRM_CALL, schema: v.unknown() });
