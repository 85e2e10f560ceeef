import * as v from 'valibot';
import { defineEndpoint, lines, text, texts, useCallQuery } from '../../../lib/http';
import { CONFIRM_DETAIL_CALL } from '../calls';

const repayPlan = v.looseObject({ title: text, description: text, amount: text, pay_time: text });

const confirmDetail = v.looseObject({
  ...texts('productLogo', 'productName', 'amount', 'periods', 'termUnit'),
  details: lines,
  detail1: lines,
  detail2: lines,
  repay_plans: v.pipe(
    v.optional(v.nullable(v.array(repayPlan)), []),
    v.transform((p) => p ?? []),
  ),
  ...texts('firstPayTime', 'firstPeriodDay', 'pRateDsc', 'note', 'sp_rate', 'sendSms'),
  ...texts('isPopType', 'popTitle', 'popContent', 'popAgreementUrl'),
});

export type ConfirmDetail = v.InferOutput<typeof confirmDetail>;

/** POST /v3/loan-confirm/loan-detail-confirm with productId -> the loan offered for confirmation. */
export const getConfirmDetail = defineEndpoint({ ...CONFIRM_DETAIL_CALL, schema: confirmDetail });

export function useConfirmDetail(page: { productId: string }) {
  return useCallQuery(getConfirmDetail, CONFIRM_DETAIL_CALL, page);
}
