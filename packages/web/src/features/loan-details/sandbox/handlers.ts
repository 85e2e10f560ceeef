import type { HttpHandler } from 'msw';
import { missing } from '../../../../sandbox/checks';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import type { Market } from '../../../config/market';
import {
  LOAN_DETAILS_CALL,
  OPEN_RECOMMENDED_CALL,
  SAVE_EVENT_CALL,
  SAVE_SCORE_CALL,
} from '../calls';
import { loanArea } from './fixtures';

/** The server's messages for the borrower, in the request's market. */
const MESSAGES: Record<Market, Record<'noOrder' | 'noProduct' | 'notToday', string>> = {
  IN: {
    noOrder: 'Order not found',
    noProduct: 'Product not found',
    notToday: 'This product is not available today',
  },
  ID: {
    noOrder: 'Pesanan tidak ditemukan',
    noProduct: 'Produk tidak ditemukan',
    notToday: 'Produk tidak tersedia hari ini',
  },
};

/** Loan details: the order, its events and rating, and the recommended products' targets. */
export const loanDetailsHandlers: HttpHandler[] = [
  sandboxRoute(LOAN_DETAILS_CALL, (ctx) => {
    const why = missing(ctx.params, 'productId', 'orderId');
    if (why) return fail(-1, why);
    const { order } = ctx.area(loanArea);
    if (ctx.params.orderId !== order.orderId || ctx.params.productId !== order.productId)
      return fail(-1, MESSAGES[ctx.market].noOrder);
    const { recProducts, ...rest } = order;
    // The click target stays on the server: the page learns it from OPEN_RECOMMENDED_CALL.
    return ok({ ...rest, recProducts: recProducts.map(({ url: _url, ...p }) => p) });
  }),
  sandboxRoute(SAVE_EVENT_CALL, (ctx) => {
    const why = missing(ctx.params, 'productId', 'moduleId', 'positionId');
    if (why) return fail(-1, why);
    ctx.area(loanArea).events.push({
      productId: ctx.params.productId ?? '',
      moduleId: ctx.params.moduleId ?? '',
      positionId: ctx.params.positionId ?? '',
    });
    return ok(null);
  }),
  sandboxRoute(SAVE_SCORE_CALL, (ctx) => {
    const score = Number(ctx.params.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(-1, 'score must be 1 to 5');
    const s = ctx.area(loanArea);
    s.scores.push({ orderId: ctx.params.orderId ?? '', score });
    s.order.isScore = 0;
    return ok(null);
  }),
  sandboxRoute(OPEN_RECOMMENDED_CALL, (ctx) => {
    const s = ctx.area(loanArea);
    const product = s.order.recProducts.find((p) => p.caveats === ctx.params.caveats);
    if (!product) return fail('01', MESSAGES[ctx.market].noProduct);
    if (String(product.globally) === '0' || String(product.solving) !== '1')
      return fail('02', MESSAGES[ctx.market].notToday);
    s.clicks.push({ productId: product.caveats });
    return ok(product.url, '00');
  }),
];
