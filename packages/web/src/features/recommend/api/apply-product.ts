import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';

/** POST /indah/v3/product/apply: product_id, module_id, scene -> data.url. */
export const applyProduct = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: '/indah/v3/product/apply',
  schema: v.looseObject({ url: text }),
});

export function apply(input: { productId: string; moduleId: number; scene: string }) {
  return request(
    applyProduct,
    { product_id: input.productId, module_id: input.moduleId, scene: input.scene },
    { loading: true },
  );
}
