import * as v from 'valibot';
import { defineEndpoint, list, text, useCallQuery } from '../../../lib/http';
import { INSTALMENT_PLAN_CALL } from '../calls';

const period = v.object({
  periodNo: text,
  totalAmount: v.union([v.number(), v.string()]),
  canClick: v.optional(v.unknown()),
  periodStatus: text,
  repayDes: text,
  dueTime: text,
  /** The amount as the server formats it, shown when present. */
  amountText: text,
});

const plan = v.object({
  productName: text,
  repayWaitCount: text,
  note: text,
  repayPlanDetail: v.nullish(
    v.object({ repayWaitDetail: list(period), repayYetDetail: list(period) }),
    () => ({
      repayWaitDetail: [],
      repayYetDetail: [],
    }),
  ),
});

export type InstalmentPeriod = v.InferOutput<typeof period>;
export type InstalmentPlan = v.InferOutput<typeof plan>;

/** POST /v3/installment/loan-play-detail (productId, orderId): the pending and paid periods. */
export const getInstalmentPlan = defineEndpoint({ ...INSTALMENT_PLAN_CALL, schema: plan });

export function useInstalmentPlan(order: { productId: string; orderId: string }) {
  return useCallQuery(getInstalmentPlan, INSTALMENT_PLAN_CALL, order);
}
