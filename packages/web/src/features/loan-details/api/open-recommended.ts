import * as v from 'valibot';
import { defineEndpoint, request, text } from '../../../lib/http';

/** The click answers with the product's URL in `data` (a string, or `{ url }` on newer servers). */
const target = v.pipe(
  v.union([v.string(), v.looseObject({ url: text })]),
  v.transform((d) => (typeof d === 'string' ? d : d.url)),
);

/** POST /gopia/goya/define with the product id (obfuscated `caveats`); success code '00'. */
export const openRecommended = defineEndpoint({
  method: 'POST',
  path: '/gopia/goya/define',
  schema: target,
  successCodes: ['00'],
});

export function askProductUrl(productId: string) {
  return request(openRecommended, { caveats: productId }, { loading: true });
}
