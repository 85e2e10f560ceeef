import * as v from 'valibot';
import { defineEndpoint, request, text, useCallQuery } from '../../../lib/http';
import type { ProductCardData } from '../../../ui';
import { CLICK_EVENT_CALL, FAILURE_PAGE_CALL, OPEN_PRODUCT_CALL } from '../calls';
import { FAILURE_FIELDS as F } from './failure-fields';

const product = v.pipe(
  v.looseObject({
    [F.productId]: text,
    [F.logo]: text,
    [F.name]: text,
    [F.description]: text,
    [F.rate]: text,
    [F.buttonState]: text,
    [F.buttonText]: text,
  }),
  v.transform(
    (p): ProductCardData => ({
      id: p[F.productId],
      logo: p[F.logo],
      name: p[F.name],
      active: p[F.buttonState] === '1',
      buttonText: p[F.buttonText],
      amountRange: '',
      amountRangeDescription: '',
      rate: p[F.rate],
      description: p[F.description],
      tags: [],
    }),
  ),
);

const page = v.pipe(
  v.looseObject({
    [F.statusCode]: text,
    [F.message]: text,
    [F.notice]: text,
    [F.products]: v.optional(v.nullable(v.array(product)), []),
  }),
  v.transform((d) => ({
    statusCode: d[F.statusCode],
    message: d[F.message],
    notice: d[F.notice],
    products: d[F.products] ?? [],
  })),
);

export type FailurePage = v.InferOutput<typeof page>;

/** POST /indah/stand/targeted -> status code, message, notice and the alternative products. */
export const getFailurePage = defineEndpoint({ ...FAILURE_PAGE_CALL, schema: page });

export function useFailurePage() {
  return useCallQuery(getFailurePage, FAILURE_PAGE_CALL, undefined);
}

/** CLICK_EVENT_CALL: the click event of a product. */
export const clickEvent = defineEndpoint({ ...CLICK_EVENT_CALL, schema: v.unknown() });

export function recordClick(productId: string, position: number): void {
  // Its server message (a code other than '0') is shown; a network failure must not stop the click.
  request(clickEvent, CLICK_EVENT_CALL.params({ productId, position }) ?? {}).catch(
    () => undefined,
  );
}

/** OPEN_PRODUCT_CALL -> where the chosen product opens. */
export const openProduct = defineEndpoint({
  ...OPEN_PRODUCT_CALL,
  schema: v.pipe(
    v.looseObject({ [F.url]: text }),
    v.transform((d) => d[F.url]),
  ),
});

export function askOpenProduct(productId: string) {
  return request(openProduct, OPEN_PRODUCT_CALL.params({ productId }) ?? {}, { loading: true });
}
