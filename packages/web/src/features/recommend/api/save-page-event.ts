import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { PAGE_EVENT_CALL } from '../calls';

const MODULE_BY_SCENE: Record<string, number> = {
  banner_jingzhun: 301,
  tanchuang_jingzhun: 301,
  tanchuang_fudai: 302,
  banner_fudai: 302,
};
const DEFAULT_MODULE = 300;

/** The module id of a scene: 301 for the jingzhun scenes, 302 for the fudai ones, 300 otherwise. */
export function moduleForScene(scene: string): number {
  return MODULE_BY_SCENE[scene] ?? DEFAULT_MODULE;
}

/** PAGE_EVENT_CALL: productId, moduleId, positionId. The answer is not used. */
export const savePageEvent = defineEndpoint({ ...PAGE_EVENT_CALL, schema: v.unknown() });

/** Statistics only: never in the borrower's way, never a message. */
export function recordPageEvent(productId: string, moduleId: number, positionId: number): void {
  const params = PAGE_EVENT_CALL.params({ productId, moduleId, positionId }) ?? {};
  request(savePageEvent, params, { silent: true }).catch(() => undefined);
}
