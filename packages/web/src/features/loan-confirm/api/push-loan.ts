import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { V3_MARKER } from './v3-marker';

/** POST /v3/loan-confirm/loan-detail-push -> lendDetailsUrl, where the new order is shown. */
export const pushLoan = defineEndpoint({
  method: 'POST',
  money: true,
  path: '/v3/loan-confirm/loan-detail-push',
  schema: v.looseObject({ lendDetailsUrl: text }),
});

export interface PushInput {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

export function submitLoan(input: PushInput) {
  return request(pushLoan, { ...input, ...V3_MARKER }, { loading: true });
}
