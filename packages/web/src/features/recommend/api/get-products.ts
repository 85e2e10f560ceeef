import * as v from 'valibot';
import { defineEndpoint, text, useCallQuery } from '../../../lib/http';
import type { ProductCardData } from '../../../ui';
import { RECOMMENDED_CALL } from '../calls';

// Tags arrive as strings, or as objects naming the tag on some servers.
const tag = v.union([v.string(), v.looseObject({ name: text }), v.looseObject({ text })]);

const product = v.pipe(
  v.looseObject({
    id: text,
    productLogo: text,
    productName: text,
    buttonStatus: text,
    buttonText: text,
    amountRange: text,
    amountRangeDes: text,
    loan_rate: text,
    productDesc: text,
    productTags: v.optional(v.nullable(v.array(tag)), []),
  }),
  v.transform(
    (p): ProductCardData => ({
      id: p.id,
      logo: p.productLogo,
      name: p.productName,
      active: p.buttonStatus === '1',
      buttonText: p.buttonText,
      amountRange: p.amountRange,
      amountRangeDescription: p.amountRangeDes,
      rate: p.loan_rate,
      description: p.productDesc,
      tags: (p.productTags ?? [])
        .map((t) =>
          typeof t === 'string'
            ? t
            : 'name' in t
              ? String(t.name)
              : String((t as { text?: string }).text ?? ''),
        )
        .filter(Boolean),
    }),
  ),
);

const products = v.pipe(
  v.nullable(v.array(product)),
  v.transform((list) => list ?? []),
);

/** POST /indah/v3/product/recommend-product-list with scene -> the products. */
export const getProducts = defineEndpoint({ ...RECOMMENDED_CALL, schema: products });

export function useRecommendedProducts(scene: string) {
  return useCallQuery(getProducts, RECOMMENDED_CALL, { scene });
}
