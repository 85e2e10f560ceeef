import type { HttpHandler } from 'msw';
import { missing } from '../../../../sandbox/checks';
import { fail, ok, type Reply, sandboxRoute } from '../../../../sandbox/route';
import type { Market } from '../../../config/market';
import {
  APPLY_CALL,
  CLICK_EVENT_CALL,
  FAILURE_PAGE_CALL,
  OPEN_PRODUCT_CALL,
  PAGE_EVENT_CALL,
  RECOMMENDED_CALL,
} from '../calls';
import { recommendArea } from './fixtures';
import { jointArea } from './joint-fixtures';

/** The server's messages for the borrower, in the request's market. */
const MESSAGES: Record<Market, Record<'noProduct' | 'quotaFull', string>> = {
  IN: {
    noProduct: 'Product not found',
    quotaFull: 'This product is fully booked today, please try again tomorrow',
  },
  ID: {
    noProduct: 'Produk tidak ditemukan',
    quotaFull: 'Kuota produk ini sudah penuh, coba lagi besok',
  },
};

/**
 * Opening a product, the same rule on both pages (whatever the wire calls its fields): 1001 when
 * there is no such product, 1002 when its status is not 1 (no more applications today), else `open`.
 */
function openProduct<P>(
  market: Market,
  product: P | undefined,
  status: (p: P) => unknown,
  open: (p: P) => Reply,
): Reply {
  if (!product) return fail(1001, MESSAGES[market].noProduct);
  if (String(status(product)) !== '1') return fail(1002, MESSAGES[market].quotaFull);
  return open(product);
}

/** The recommended list and the joint-login failure page. */
export const recommendHandlers: HttpHandler[] = [
  sandboxRoute(RECOMMENDED_CALL, (ctx) =>
    ok(ctx.area(recommendArea).products.map(({ url: _url, ...p }) => p)),
  ),
  sandboxRoute(PAGE_EVENT_CALL, (ctx) => {
    const why = missing(ctx.params, 'productId', 'moduleId', 'positionId');
    if (why) return fail(-1, why);
    ctx.area(recommendArea).events.push({ ...ctx.params });
    return ok(null);
  }),
  sandboxRoute(APPLY_CALL, (ctx) => {
    const why = missing(ctx.params, 'product_id', 'module_id');
    if (why) return fail(-1, why);
    const s = ctx.area(recommendArea);
    const product = s.products.find((p) => p.id === ctx.params.product_id);
    return openProduct(
      ctx.market,
      product,
      (p) => p.buttonStatus,
      (p) => {
        s.applies.push({ ...ctx.params });
        return ok({ url: p.url });
      },
    );
  }),
  sandboxRoute(FAILURE_PAGE_CALL, (ctx) => {
    const s = ctx.area(jointArea);
    if (s.code !== '0') return fail(s.code, s.murmur);
    return ok({
      vessel: s.vessel,
      murmur: s.murmur,
      lantern: s.lantern,
      harvest: s.harvest.map(({ url: _url, ...p }) => p),
    });
  }),
  sandboxRoute(CLICK_EVENT_CALL, (ctx) => {
    const why = missing(ctx.params, 'pebble');
    if (why) return fail(-1, why);
    ctx.area(jointArea).clicks.push({ ...ctx.params });
    return ok(null);
  }),
  sandboxRoute(OPEN_PRODUCT_CALL, (ctx) => {
    const why = missing(ctx.params, 'pebble');
    if (why) return fail(-1, why);
    const s = ctx.area(jointArea);
    const product = s.harvest.find((p) => p.pebble === ctx.params.pebble);
    return openProduct(
      ctx.market,
      product,
      (p) => p.ember,
      (p) => {
        s.opens.push({ ...ctx.params });
        return ok({ harbor: p.url });
      },
    );
  }),
];
