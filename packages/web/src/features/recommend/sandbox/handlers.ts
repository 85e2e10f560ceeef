import type { HttpHandler } from 'msw';
import { missing } from '../../../../sandbox/checks';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import type { AreaDef } from '../../../../sandbox/store';
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

type Recorded = Record<string, string>[];
type Call = Parameters<typeof sandboxRoute>[0];

/** A page event: the required parameters, then the event recorded in the device's state. */
function eventRoute<S>(
  call: Call,
  area: AreaDef<S>,
  required: string[],
  recorded: (s: S) => Recorded,
): HttpHandler {
  return sandboxRoute(call, (ctx) => {
    const why = missing(ctx.params, ...required);
    if (why) return fail(-1, why);
    recorded(ctx.area(area)).push({ ...ctx.params });
    return ok(null);
  });
}

/** How one page's wire names a product to open (the joint page's names are not the list's). */
interface ProductWire<S, P> {
  find: (s: S, params: Record<string, string>) => P | undefined;
  /** 1: takes applications today. */
  status: (p: P) => unknown;
  opened: (s: S) => Recorded;
  answer: (url: string) => unknown;
}

/**
 * Opening a product, one rule for the list's apply and the joint page's open: the required
 * parameters, 1001 when there is no such product, 1002 when its status is not 1 (no more
 * applications today); else the open is recorded and answered with the product's address.
 */
function openRoute<S, P extends { url: string }>(
  call: Call,
  area: AreaDef<S>,
  required: string[],
  wire: ProductWire<S, P>,
): HttpHandler {
  return sandboxRoute(call, (ctx) => {
    const why = missing(ctx.params, ...required);
    if (why) return fail(-1, why);
    const s = ctx.area(area);
    const product = wire.find(s, ctx.params);
    if (!product) return fail(1001, MESSAGES[ctx.market].noProduct);
    if (String(wire.status(product)) !== '1') return fail(1002, MESSAGES[ctx.market].quotaFull);
    wire.opened(s).push({ ...ctx.params });
    return ok(wire.answer(product.url));
  });
}

/** The recommended list and the joint-login failure page. */
export const recommendHandlers: HttpHandler[] = [
  sandboxRoute(RECOMMENDED_CALL, (ctx) =>
    ok(ctx.area(recommendArea).products.map(({ url: _url, ...p }) => p)),
  ),
  eventRoute(
    PAGE_EVENT_CALL,
    recommendArea,
    ['productId', 'moduleId', 'positionId'],
    (s) => s.events,
  ),
  openRoute(APPLY_CALL, recommendArea, ['product_id', 'module_id'], {
    find: (s, params) => s.products.find((p) => p.id === params.product_id),
    status: (p) => p.buttonStatus,
    opened: (s) => s.applies,
    answer: (url) => ({ url }),
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
  eventRoute(CLICK_EVENT_CALL, jointArea, ['pebble'], (s) => s.clicks),
  openRoute(OPEN_PRODUCT_CALL, jointArea, ['pebble'], {
    find: (s, params) => s.harvest.find((p) => p.pebble === params.pebble),
    status: (p) => p.ember,
    opened: (s) => s.opens,
    answer: (harbor) => ({ harbor }),
  }),
];
