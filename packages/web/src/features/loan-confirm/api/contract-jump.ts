import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { CONTRACT_JUMP_CALL } from '../calls';

/** CONTRACT_JUMP_CALL -> contract_url, the agreement's page. */
export const contractJump = defineEndpoint({
  ...CONTRACT_JUMP_CALL,
  schema: v.looseObject({ contract_url: text }),
});

export function jumpToContract(input: { productId: string; orderId: string; position: number }) {
  return request(contractJump, CONTRACT_JUMP_CALL.params(input) ?? {}, { loading: true });
}
