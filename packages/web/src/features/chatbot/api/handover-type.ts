import * as v from 'valibot';
import { defineEndpoint, type PageCall, request } from '../../../lib/http';
import { COLLECTION_TYPE } from '../../../lib/user-problem';

const problemTypes = v.looseObject({
  problemType: v.nullish(
    v.array(
      v.looseObject({ value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) }),
    ),
    [],
  ),
});

/**
 * The complaint type of a hand-over the server gave none for: the last type the complaint types
 * call (the complaint feature's, handed in by the app: `useComplaintTypesCall`) offers other than
 * collection (the general one: the server lists it last). Null when there is none, no call was
 * handed in, or the call fails; the caller then lets the borrower choose on the complaint entry.
 */
export async function defaultHandoverType(
  call: PageCall<{ orderNo: string }> | null,
  orderNo: string,
): Promise<string | null> {
  if (!call) return null;
  // Here only the complaint types it offers are read.
  const endpoint = defineEndpoint({ ...call, schema: problemTypes });
  const result = await request(endpoint, call.params({ orderNo }) ?? {}, { silent: true }).catch(
    () => null,
  );
  if (!result?.ok) return null;
  const types = (result.data.problemType ?? []).map((x) => x.value);
  const general = types.filter((value) => value && value !== COLLECTION_TYPE);
  return general[general.length - 1] ?? null;
}
