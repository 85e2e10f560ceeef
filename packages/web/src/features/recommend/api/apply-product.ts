import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { APPLY_CALL } from '../calls';

/** APPLY_CALL: product_id, module_id, scene -> data.url. */
export const applyProduct = defineEndpoint({ ...APPLY_CALL, schema: v.looseObject({ url: text }) });

export function apply(input: { productId: string; moduleId: number; scene: string }) {
  return request(applyProduct, APPLY_CALL.params(input) ?? {}, { loading: true });
}
