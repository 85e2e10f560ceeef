import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { CONTRACT_SCENE, V3_MARKER } from './v3-marker';

/** POST /v3/contract/contract-jump -> contract_url, the agreement's page. */
export const contractJump = defineEndpoint({
  method: 'POST',
  path: '/v3/contract/contract-jump',
  schema: v.looseObject({ contract_url: text }),
});

export function jumpToContract(input: { productId: string; orderId: string; position: number }) {
  return request(
    contractJump,
    { ...input, scene: CONTRACT_SCENE, ...V3_MARKER },
    { loading: true },
  );
}
