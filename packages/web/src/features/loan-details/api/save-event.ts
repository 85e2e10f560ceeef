import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';

/** Module of the apply-more button (always position 0). */
export const APPLY_MORE_MODULE = 30;
/** Module of a tap on a recommended product of this page (position = its index). */
export const RECOMMEND_MODULE = 300;

/** POST /service/event/save: productId, moduleId, positionId. The answer is not used. */
export const saveEvent = defineEndpoint({
  method: 'POST',
  path: '/service/event/save',
  schema: v.unknown(),
});

/** Statistics only: never in the borrower's way, never a message. */
export function recordEvent(productId: string, moduleId: number, positionId: number): void {
  request(saveEvent, { productId, moduleId, positionId }, { silent: true }).catch(() => undefined);
}
