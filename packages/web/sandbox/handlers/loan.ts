import { type HttpHandler, HttpResponse } from 'msw';
import type { Market } from '../../src/config/market';
import { loanArea } from '../fixtures/loan';
import { AGREEMENT_PATH, confirmArea } from '../fixtures/loan-confirm';
import { jointArea } from '../fixtures/loan-joint';
import { recommendArea } from '../fixtures/loan-recommend';
import { API_BASE, type Ctx, fail, ok, sandboxRoute } from '../route';

/** The marker the V3 push and contract-jump calls carry. */
const V3_MARKER = { name: 'isV3', value: '1' };
const CONTRACT_SCENE = '3';

function missing(params: Record<string, string>, ...names: string[]): string | null {
  const absent = names.filter((n) => !params[n]);
  return absent.length ? `missing ${absent.join(', ')}` : null;
}

/** Absolute URL on the sandbox origin: iframes and location.assign need an http URL. */
function sandboxUrl(ctx: Ctx, path: string): string {
  return new URL(`${API_BASE}${path}`, ctx.request.url).href;
}

const AGREEMENT: Record<Market, { lang: string; title: string; heading: string; body: string[] }> =
  {
    IN: {
      lang: 'en',
      title: 'Agreement',
      heading: 'Loan Agreement',
      body: [
        'A sample document from the sandbox. The borrower agrees to repay the principal, interest and fees on the repayment schedule.',
        'Prepayment is allowed after half the term and not before 7 days from disbursement.',
      ],
    },
    ID: {
      lang: 'id',
      title: 'Perjanjian',
      heading: 'Perjanjian Pinjaman',
      body: [
        'Dokumen contoh dari sandbox. Peminjam setuju membayar pokok, bunga dan biaya sesuai jadwal pembayaran.',
        'Pelunasan dipercepat diperbolehkan setelah separuh tenor dan tidak sebelum 7 hari sejak pencairan.',
      ],
    },
  };

const agreementHtml = (doc: string, market: Market) => {
  const a = AGREEMENT[market];
  return `<!doctype html><html lang="${a.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${a.title}</title><style>body{font:15px/1.5 sans-serif;margin:16px;color:#222}h1{font-size:18px}</style></head>
<body><h1>${a.heading} (${doc.replace(/[^\w-]/g, '')})</h1>
${a.body.map((line) => `<p>${line}</p>`).join('\n')}</body></html>`;
};

/** The server's messages for the borrower, in the request's market. */
const MESSAGES: Record<
  Market,
  Record<'noOrder' | 'noProduct' | 'notToday' | 'quotaFull', string>
> = {
  IN: {
    noOrder: 'Order not found',
    noProduct: 'Product not found',
    notToday: 'This product is not available today',
    quotaFull: 'This product is fully booked today, please try again tomorrow',
  },
  ID: {
    noOrder: 'Pesanan tidak ditemukan',
    noProduct: 'Produk tidak ditemukan',
    notToday: 'Produk tidak tersedia hari ini',
    quotaFull: 'Kuota produk ini sudah penuh, coba lagi besok',
  },
};

const confirmHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/v3/loan-confirm/loan-detail-confirm', (ctx) => {
    const why = missing(ctx.params, 'productId');
    if (why) return fail(-1, why);
    const { product } = ctx.area(confirmArea);
    return ok({
      ...product,
      popAgreementUrl: product.popAgreementUrl
        ? sandboxUrl(ctx, `${product.popAgreementUrl}&market=${ctx.market}`)
        : '',
    });
  }),
  sandboxRoute('POST', '/v3/loan-confirm/loan-detail-push', (ctx) => {
    const why = missing(ctx.params, 'amount', 'periods', 'termUnit', 'productId');
    if (why) return fail(-1, why);
    if (ctx.params[V3_MARKER.name] !== V3_MARKER.value)
      return fail(-1, `${V3_MARKER.name} must be ${V3_MARKER.value}`);
    const s = ctx.area(confirmArea);
    s.pushes.push({ ...ctx.params });
    return ok({ lendDetailsUrl: s.lendDetailsUrl });
  }),
  sandboxRoute('POST', '/v3/contract/contract', (ctx) => {
    const why = missing(ctx.params, 'productId');
    if (why) return fail(-1, why);
    if (ctx.params.scene !== CONTRACT_SCENE) return fail(-1, `scene must be ${CONTRACT_SCENE}`);
    return ok(ctx.area(confirmArea).contracts);
  }),
  sandboxRoute('POST', '/v3/contract/contract-jump', (ctx) => {
    const why = missing(ctx.params, 'productId', 'position');
    if (why) return fail(-1, why);
    if (ctx.params.scene !== CONTRACT_SCENE) return fail(-1, `scene must be ${CONTRACT_SCENE}`);
    if (ctx.params[V3_MARKER.name] !== V3_MARKER.value)
      return fail(-1, `${V3_MARKER.name} must be ${V3_MARKER.value}`);
    const s = ctx.area(confirmArea);
    if (!s.contracts[Number(ctx.params.position)]) return fail(-1, 'no such agreement');
    s.jumps.push({ ...ctx.params });
    return ok({
      contract_url: sandboxUrl(
        ctx,
        `${AGREEMENT_PATH}?doc=${encodeURIComponent(ctx.params.position ?? '')}&market=${ctx.market}`,
      ),
    });
  }),
  sandboxRoute('GET', AGREEMENT_PATH, (ctx) =>
    HttpResponse.html(
      agreementHtml(ctx.params.doc ?? 'loan', ctx.params.market === 'IN' ? 'IN' : 'ID'),
      {
        headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
      },
    ),
  ),
];

const detailsHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/v3/loan-details/loan-details', (ctx) => {
    const why = missing(ctx.params, 'productId', 'orderId');
    if (why) return fail(-1, why);
    const { order } = ctx.area(loanArea);
    if (ctx.params.orderId !== order.orderId || ctx.params.productId !== order.productId)
      return fail(-1, MESSAGES[ctx.market].noOrder);
    const { recProducts, ...rest } = order;
    // The click target stays on the server: the page learns it from /gopia/goya/define.
    return ok({ ...rest, recProducts: recProducts.map(({ url: _url, ...p }) => p) });
  }),
  sandboxRoute('POST', '/service/event/save', (ctx) => {
    const why = missing(ctx.params, 'productId', 'moduleId', 'positionId');
    if (why) return fail(-1, why);
    ctx.area(loanArea).events.push({
      productId: ctx.params.productId ?? '',
      moduleId: ctx.params.moduleId ?? '',
      positionId: ctx.params.positionId ?? '',
    });
    return ok(null);
  }),
  sandboxRoute('POST', '/v3/loan-details/google-score', (ctx) => {
    const score = Number(ctx.params.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return fail(-1, 'score must be 1 to 5');
    const s = ctx.area(loanArea);
    s.scores.push({ orderId: ctx.params.orderId ?? '', score });
    s.order.isScore = 0;
    return ok(null);
  }),
  sandboxRoute('POST', '/gopia/goya/define', (ctx) => {
    const s = ctx.area(loanArea);
    const product = s.order.recProducts.find((p) => p.caveats === ctx.params.caveats);
    if (!product) return fail('01', MESSAGES[ctx.market].noProduct);
    if (String(product.globally) === '0' || String(product.solving) !== '1')
      return fail('02', MESSAGES[ctx.market].notToday);
    s.clicks.push({ productId: product.caveats });
    return ok(product.url, '00');
  }),
];

const recommendHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/indah/v3/product/recommend-product-list', (ctx) =>
    ok(ctx.area(recommendArea).products.map(({ url: _url, ...p }) => p)),
  ),
  sandboxRoute('POST', '/indah/pageEvent/save', (ctx) => {
    const why = missing(ctx.params, 'productId', 'moduleId', 'positionId');
    if (why) return fail(-1, why);
    ctx.area(recommendArea).events.push({ ...ctx.params });
    return ok(null);
  }),
  sandboxRoute('POST', '/indah/v3/product/apply', (ctx) => {
    const why = missing(ctx.params, 'product_id', 'module_id');
    if (why) return fail(-1, why);
    const s = ctx.area(recommendArea);
    const product = s.products.find((p) => p.id === ctx.params.product_id);
    if (!product) return fail(1001, MESSAGES[ctx.market].noProduct);
    if (String(product.buttonStatus) !== '1') return fail(1002, MESSAGES[ctx.market].quotaFull);
    s.applies.push({ ...ctx.params });
    return ok({ url: product.url });
  }),
  sandboxRoute('POST', '/indah/stand/targeted', (ctx) => {
    const s = ctx.area(jointArea);
    if (s.code !== '0') return fail(s.code, s.murmur);
    return ok({
      vessel: s.vessel,
      murmur: s.murmur,
      lantern: s.lantern,
      harvest: s.harvest.map(({ url: _url, ...p }) => p),
    });
  }),
  sandboxRoute('POST', '/indah/stand/necessity', (ctx) => {
    const why = missing(ctx.params, 'pebble');
    if (why) return fail(-1, why);
    ctx.area(jointArea).clicks.push({ ...ctx.params });
    return ok(null);
  }),
  sandboxRoute('POST', '/indah/stand/joint', (ctx) => {
    const why = missing(ctx.params, 'pebble');
    if (why) return fail(-1, why);
    const s = ctx.area(jointArea);
    const product = s.harvest.find((p) => p.pebble === ctx.params.pebble);
    if (!product) return fail(1001, MESSAGES[ctx.market].noProduct);
    if (String(product.ember) !== '1') return fail(1002, MESSAGES[ctx.market].quotaFull);
    s.opens.push({ ...ctx.params });
    return ok({ harbor: product.url });
  }),
];

/** Loan confirmation, loan details, the recommended list and the joint-login failure page. */
export const loanHandlers: HttpHandler[] = [
  ...confirmHandlers,
  ...detailsHandlers,
  ...recommendHandlers,
];
