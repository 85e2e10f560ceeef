import type { PageCall } from '../../lib/http/page-call';
import { FAILURE_FIELDS as F } from './api/failure-fields';

// Every backend call of the feature as data (method, path, parameters, whether it creates
// something and carries an idempotency key, whether it moves money): the api/ files add the schema
// and the hook, the sandbox routes by them. The calls its routes send early are declared in
// early-calls.ts (the entry imports that file alone, so the rest stays out of the entry's bytes)
// and listed here with the others.

export { RECOMMENDED_CALL } from './early-calls';

/** POST /indah/pageEvent/save (productId, moduleId, positionId): a statistics event. */
export const PAGE_EVENT_CALL: PageCall<{
  productId: string;
  moduleId: number;
  positionId: number;
}> = {
  method: 'POST',
  path: '/indah/pageEvent/save',
  params: ({ productId, moduleId, positionId }) => ({ productId, moduleId, positionId }),
};

/** POST /indah/v3/product/apply (product_id, module_id, scene): where the product opens. */
export const APPLY_CALL: PageCall<{ productId: string; moduleId: number; scene: string }> = {
  method: 'POST',
  path: '/indah/v3/product/apply',
  idempotent: true,
  params: (p) => ({ product_id: p.productId, module_id: p.moduleId, scene: p.scene }),
};

/** POST /indah/stand/targeted: why the joint login failed, and products to try instead. */
export const FAILURE_PAGE_CALL: PageCall<unknown> = {
  method: 'POST',
  path: '/indah/stand/targeted',
  params: () => ({}),
};

/** POST /indah/stand/necessity: the click event of a product (obfuscated names). */
export const CLICK_EVENT_CALL: PageCall<{ productId: string; position: number }> = {
  method: 'POST',
  path: '/indah/stand/necessity',
  params: ({ productId, position }) => ({ [F.productId]: productId, [F.position]: position }),
};

/** POST /indah/stand/joint (the product): where the chosen product opens. */
export const OPEN_PRODUCT_CALL: PageCall<{ productId: string }> = {
  method: 'POST',
  path: '/indah/stand/joint',
  params: ({ productId }) => ({ [F.productId]: productId }),
};
