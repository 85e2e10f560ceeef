import * as v from 'valibot';
import { text } from '../../../lib/http';
import type { ProductCardData } from '../../../ui';

/**
 * A recommended product as the details endpoint sends it. The server obfuscates the names; this
 * is the one place that maps them to what they mean (meanings inferred from the screens):
 * globally: '0' = not clickable; caveats: product id; solving: 1 = active; certifications:
 * button text; skill: amount range; necessity: amount range description; application: rate;
 * rapidly: description.
 */
const wire = v.looseObject({
  productLogo: text,
  productName: text,
  globally: text,
  caveats: text,
  solving: text,
  certifications: text,
  skill: text,
  necessity: text,
  application: text,
  rapidly: text,
});

export const recommendedProduct = v.pipe(
  wire,
  v.transform(
    (p): ProductCardData => ({
      id: p.caveats,
      logo: p.productLogo,
      name: p.productName,
      active: p.globally !== '0' && p.solving === '1',
      buttonText: p.certifications,
      amountRange: p.skill,
      amountRangeDescription: p.necessity,
      rate: p.application,
      description: p.rapidly,
      tags: [],
    }),
  ),
);

export const recommendedProducts = v.pipe(
  v.optional(v.nullable(v.array(recommendedProduct)), []),
  v.transform((list) => list ?? []),
);
