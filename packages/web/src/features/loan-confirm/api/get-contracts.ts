import * as v from 'valibot';
import { defineEndpoint, text, useCallQuery } from '../../../lib/http';
import { CONTRACTS_CALL } from '../calls';

const contracts = v.pipe(
  v.nullable(v.array(v.looseObject({ title: text }))),
  v.transform((list) =>
    (list ?? []).map((c) => ({ title: c.title })).filter((c) => c.title !== ''),
  ),
);

/** POST /v3/contract/contract with productId and scene 3 -> the agreements to accept. */
export const getContracts = defineEndpoint({ ...CONTRACTS_CALL, schema: contracts });

export function useContracts(page: { productId: string }) {
  return useCallQuery(getContracts, CONTRACTS_CALL, page);
}
