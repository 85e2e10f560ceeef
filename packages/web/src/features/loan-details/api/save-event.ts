import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { SAVE_EVENT_CALL } from '../calls';

/** Module of the apply-more button (always position 0). */
export const APPLY_MORE_MODULE = 30;
/** Module of a tap on a recommended product of this page (position = its index). */
export const RECOMMEND_MODULE = 300;

/** SAVE_EVENT_CALL: productId, moduleId, positionId. The answer is not used. */
export const saveEvent = defineEndpoint({ ...SAVE_EVENT_CALL, schema: v.unknown() });

/** Statistics only: never in the borrower's way, never a message. */
export function recordEvent(productId: string, moduleId: number, positionId: number): void {
  const params = SAVE_EVENT_CALL.params({ productId, moduleId, positionId }) ?? {};
  request(saveEvent, params, { silent: true }).catch(() => undefined);
}
