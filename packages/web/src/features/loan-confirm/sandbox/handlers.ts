import { type HttpHandler, HttpResponse } from 'msw';
import { missing } from '../../../../sandbox/checks';
import { API_BASE, type Ctx, fail, ok, sandboxRoute } from '../../../../sandbox/route';
import type { Market } from '../../../config/market';
import { CONFIRM_DETAIL_CALL, CONTRACT_JUMP_CALL, CONTRACTS_CALL, PUSH_LOAN_CALL } from '../calls';
import { AGREEMENT_PATH, confirmArea } from './fixtures';

/** The marker the V3 push and contract-jump calls carry. */
const V3_MARKER = { name: 'isV3', value: '1' };
const CONTRACT_SCENE = '3';

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

/** Loan confirmation: details, push, agreements and the agreement page. */
export const loanConfirmHandlers: HttpHandler[] = [
  sandboxRoute(CONFIRM_DETAIL_CALL, (ctx) => {
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
  sandboxRoute(PUSH_LOAN_CALL, (ctx) => {
    const why = missing(ctx.params, 'amount', 'periods', 'termUnit', 'productId');
    if (why) return fail(-1, why);
    if (ctx.params[V3_MARKER.name] !== V3_MARKER.value)
      return fail(-1, `${V3_MARKER.name} must be ${V3_MARKER.value}`);
    const s = ctx.area(confirmArea);
    s.pushes.push({ ...ctx.params });
    return ok({ lendDetailsUrl: s.lendDetailsUrl });
  }),
  sandboxRoute(CONTRACTS_CALL, (ctx) => {
    const why = missing(ctx.params, 'productId');
    if (why) return fail(-1, why);
    if (ctx.params.scene !== CONTRACT_SCENE) return fail(-1, `scene must be ${CONTRACT_SCENE}`);
    return ok(ctx.area(confirmArea).contracts);
  }),
  sandboxRoute(CONTRACT_JUMP_CALL, (ctx) => {
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
  sandboxRoute({ method: 'GET', path: AGREEMENT_PATH }, (ctx) =>
    HttpResponse.html(
      agreementHtml(ctx.params.doc ?? 'loan', ctx.params.market === 'IN' ? 'IN' : 'ID'),
      {
        headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
      },
    ),
  ),
];
