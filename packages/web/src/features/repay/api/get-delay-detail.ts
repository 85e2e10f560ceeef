import * as v from 'valibot';
import { defineEndpoint, text, useApiQuery } from '../../../lib/http';

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

/** POST /v3/loan-details/delay-detail (productId, orderId): the extension's fee, expiry and lines. */
export const getDelayDetail = defineEndpoint({
  method: 'POST',
  path: '/v3/loan-details/delay-detail',
  schema: delayDetail,
});

export function useDelayDetail(productId: string, orderId: string) {
  return useApiQuery(
    getDelayDetail,
    { productId, orderId },
    { enabled: Boolean(productId && orderId) },
  );
}

/** Lines whose value is empty or '0' carry nothing for the borrower and are hidden. */
export function visibleLines(lines: readonly DelayLine[]): DelayLine[] {
  return lines.filter((l) => l.value.trim() !== '' && l.value.trim() !== '0');
}
