import * as v from 'valibot';
import { defineEndpoint, text, useApiQuery } from '../../../lib/http';
import { CONTRACT_SCENE } from './v3-marker';

const contracts = v.pipe(
  v.nullable(v.array(v.looseObject({ title: text }))),
  v.transform((list) =>
    (list ?? []).map((c) => ({ title: c.title })).filter((c) => c.title !== ''),
  ),
);

/** POST /v3/contract/contract with productId and scene 3 -> the agreements to accept. */
export const getContracts = defineEndpoint({
  method: 'POST',
  path: '/v3/contract/contract',
  schema: contracts,
});

export function useContracts(productId: string) {
  return useApiQuery(
    getContracts,
    { productId, scene: CONTRACT_SCENE },
    { enabled: productId !== '' },
  );
}
