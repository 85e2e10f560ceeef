import * as v from 'valibot';
import { defineEndpoint, text, useCallQuery } from '../../../lib/http';
import { DELAY_DETAIL_CALL } from '../calls';

const line = v.object({ text, value: text });

const delayDetail = v.object({
  productName: text,
  productLogo: text,
  delayShouldPayAmount: text,
  delayExpiryTime: text,
  orderDetail: v.nullish(v.object({ detail: v.nullish(v.array(line), () => []) }), () => ({
    detail: [],
  })),
  telephone: text,
});

export type DelayDetail = v.InferOutput<typeof delayDetail>;
export type DelayLine = v.InferOutput<typeof line>;

/** DELAY_DETAIL_CALL (productId, orderId): the extension's fee, expiry and lines. */
export const getDelayDetail = defineEndpoint({ ...DELAY_DETAIL_CALL, schema: delayDetail });

export function useDelayDetail(order: { productId: string; orderId: string }) {
  return useCallQuery(getDelayDetail, DELAY_DETAIL_CALL, order);
}

/** Lines whose value is empty or '0' carry nothing for the borrower and are hidden. */
export function visibleLines(lines: readonly DelayLine[]): DelayLine[] {
  return lines.filter((l) => l.value.trim() !== '' && l.value.trim() !== '0');
}
