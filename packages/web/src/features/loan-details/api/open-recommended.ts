import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';
import { OPEN_RECOMMENDED_CALL } from '../calls';

/** The click answers with the product's URL in `data` (a string, or `{ url }` on newer servers). */
const target = v.pipe(
  v.union([v.string(), v.looseObject({ url: text })]),
  v.transform((d) => (typeof d === 'string' ? d : d.url)),
);

/** OPEN_RECOMMENDED_CALL; success code '00'. */
export const openRecommended = defineEndpoint({
  ...OPEN_RECOMMENDED_CALL,
  schema: target,
  successCodes: ['00'],
});

export function askProductUrl(productId: string) {
  return request(openRecommended, OPEN_RECOMMENDED_CALL.params({ productId }) ?? {}, {
    loading: true,
  });
}
