import * as v from 'valibot';
import { defineEndpoint, text, useApiQuery } from '../../../lib/http';
import { REPAYMENT_WAY_CALL } from '../calls';

const card = v.object({ id: text, bankName: text, cardNo: text, bankCode: text });

const repaymentWay = v.object({
  alipay: v.optional(v.unknown()),
  repayToken: text,
  /** Not in every server's answer: the amount due, used when the page URL carries none. */
  amount: text,
  bankCards: v.nullish(v.array(card), () => []),
});

export type BankCard = v.InferOutput<typeof card>;
export type RepaymentWay = v.InferOutput<typeof repaymentWay>;

/** REPAYMENT_WAY_CALL, its parameters in the query (as the legacy service reads them). */
export function repaymentWayEndpoint(orderId: string, lang: { lang?: string } = {}) {
  const params = REPAYMENT_WAY_CALL.params({ orderId, ...lang }) ?? {};
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'string') query.set(key, value);
  return defineEndpoint({
    ...REPAYMENT_WAY_CALL,
    path: `${REPAYMENT_WAY_CALL.path}?${query.toString()}`,
    schema: repaymentWay,
  });
}

/** The query-cache key of an order's cards, to refresh them after a payment or a card binding. */
export function repaymentWayKey(orderId: string, lang: { lang?: string } = {}): readonly unknown[] {
  return [repaymentWayEndpoint(orderId, lang).path];
}

/** The cards in the store's language (`lang` as the route has it: the server names them in it). */
export function useRepaymentWay(orderId: string, lang: { lang?: string } = {}) {
  // silent: a failure here has its own text ('查询卡列表失败') on the page instead of a toast.
  return useApiQuery(
    repaymentWayEndpoint(orderId, lang),
    {},
    { enabled: Boolean(orderId), silent: true },
  );
}

/** The alipay flag arrives as 1, '1' or true. */
export function alipayOffered(way: RepaymentWay): boolean {
  return way.alipay === true || way.alipay === 1 || way.alipay === '1';
}
