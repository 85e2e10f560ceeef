import * as v from 'valibot';
import { defineEndpoint, request } from '../../../lib/http';
import { COLLECTION_TYPE, PROBLEM_INIT_V3_CALL } from '../../../lib/user-problem';

const problemTypes = v.looseObject({
  problemType: v.nullish(
    v.array(
      v.looseObject({ value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) }),
    ),
    [],
  ),
});

/** POST /h5-api/v3/user-problem/problem-init (orderNo): here only the complaint types it offers. */
export const handoverTypes = defineEndpoint({ ...PROBLEM_INIT_V3_CALL, schema: problemTypes });

/**
 * The complaint type of a hand-over the server gave none for: the last type it offers other than
 * collection (the general one: the server lists it last). Null when there is none or the call
 * fails; the caller then lets the borrower choose on the complaint entry.
 */
export async function defaultHandoverType(orderNo: string): Promise<string | null> {
  const params = PROBLEM_INIT_V3_CALL.params({ orderNo }) ?? {};
  const result = await request(handoverTypes, params, { silent: true }).catch(() => null);
  if (!result?.ok) return null;
  const types = (result.data.problemType ?? []).map((x) => x.value);
  const general = types.filter((value) => value && value !== COLLECTION_TYPE);
  return general[general.length - 1] ?? null;
}
