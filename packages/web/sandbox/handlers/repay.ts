import { type HttpHandler, HttpResponse, http } from 'msw';
import type { Market } from '../../src/config/market';
import { repayArea } from '../fixtures/repay';
import { delayArea } from '../fixtures/repay-delay';
import { BANK_NAMES, LEGACY_SMS_CODE, legacyArea } from '../fixtures/repay-legacy';
import { payTypeArea } from '../fixtures/repay-paytype';
import { BANK_STEPS, MARKET_STEPS, vcodeArea } from '../fixtures/repay-vcode';
import { type Said, say } from '../language';
import { fail, ok, type Reply, sandboxRoute } from '../route';

const LEGACY = '/api/v1/youmi/youmi-api/service/loan';
const PAY_PAGE = '/volleys/__sandbox-pay/huichao';

/** The legacy service's messages, in the language the store asks in (Chinese as specified). */
const LEGACY_SAYS: Record<'noCard' | 'duplicate' | 'noRecord' | 'badCode', Said> = {
  noCard: {
    'zh-CN': '银行卡不存在',
    'en-IN': 'This bank card does not exist',
    'id-ID': 'Kartu bank ini tidak ada',
  },
  duplicate: {
    'zh-CN': '请勿重复提交支付申请',
    'en-IN': 'Please do not submit the payment twice',
    'id-ID': 'Jangan kirim pembayaran dua kali',
  },
  noRecord: {
    'zh-CN': '还款记录不存在',
    'en-IN': 'This repayment does not exist',
    'id-ID': 'Pembayaran ini tidak ada',
  },
  badCode: {
    'zh-CN': '验证码错误',
    'en-IN': 'Wrong verification code',
    'id-ID': 'Kode verifikasi salah',
  },
};

/** What the server writes under an instalment, per market. */
const PERIOD_STATUS: Record<Market, { paid: string; unpaid: string }> = {
  IN: { paid: 'Paid', unpaid: 'Unpaid' },
  ID: { paid: 'Lunas', unpaid: 'Belum dibayar' },
};

/** The order the device's fixture holds; a clear failure for a missing or unknown one. */
function checkOrder(
  params: Record<string, string>,
  orderId: string,
  needProduct = true,
): Reply | null {
  if (needProduct && !params.productId) return fail(-1, 'productId is required');
  if (!params.orderId) return fail(-1, 'orderId is required');
  if (params.orderId !== orderId)
    return fail(1004, `Order ${params.orderId} not found (the sandbox order is ${orderId})`);
  return null;
}

function bankName(code: string): Said {
  return BANK_NAMES[code] ?? { 'en-IN': code, 'id-ID': code, 'zh-CN': code };
}

function isAmount(value: string | undefined): boolean {
  return Boolean(value && /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0);
}

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return h;
}

/** Instalments, extension, pay-method choice, virtual account and the legacy repayment store. */
export const repayHandlers: HttpHandler[] = [
  sandboxRoute('POST', '/v3/installment/loan-play-detail', ({ params, area, market }) => {
    const s = area(repayArea);
    const status = PERIOD_STATUS[market];
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    const item = (p: (typeof s.periods)[number]) => ({
      periodNo: p.periodNo,
      totalAmount: p.totalAmount,
      canClick: p.paid ? 0 : 1,
      periodStatus: p.paid ? 2 : 1,
      repayDes: p.paid ? status.paid : status.unpaid,
      dueTime: p.dueTime,
    });
    const wait = s.periods.filter((p) => !p.paid);
    return ok({
      productName: s.productName,
      repayWaitCount: wait.length,
      note: s.note,
      repayPlanDetail: {
        repayWaitDetail: wait.map(item),
        repayYetDetail: s.periods.filter((p) => p.paid).map(item),
      },
    });
  }),

  sandboxRoute('POST', '/v3/loan-details/delay-detail', ({ params, area }) => {
    const s = area(delayArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    return ok({
      productName: s.productName,
      productLogo: s.productLogo,
      delayShouldPayAmount: s.delayShouldPayAmount,
      delayExpiryTime: s.delayExpiryTime,
      orderDetail: { detail: s.detail },
      telephone: s.telephone,
    });
  }),

  sandboxRoute('POST', '/v3/loan-details/init-pay-type', ({ params, area }) => {
    const s = area(payTypeArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    if (params.pay_type === '1') return ok(s.banks);
    if (params.pay_type === '2') return ok(s.markets);
    return fail(-1, 'pay_type must be 1 (bank) or 2 (mini market)');
  }),

  sandboxRoute('POST', '/v3/loan-details/generate-vcode', ({ params, area, market }) => {
    const s = area(vcodeArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    const missing = [
      'amount',
      'payCode',
      'pay_type',
      'is_default',
      'is_display',
      'specific_num',
    ].filter((k) => !(k in params));
    if (missing.length) return fail(-1, `missing parameters: ${missing.join(', ')}`);
    if (!isAmount(params.amount))
      return fail(-1, `amount must be a plain number, got "${params.amount}"`);
    let payType: string;
    let payCode: string;
    let specificNum: number;
    if (params.is_default === '1') ({ payType, payCode, specificNum } = s.defaultChoice);
    else if (params.is_default === '0') {
      payType = params.pay_type ?? '';
      payCode = params.payCode ?? '';
      specificNum = Number(params.specific_num || 0);
      if (payType !== '1' && payType !== '2')
        return fail(-1, 'pay_type must be 1 or 2 when is_default is 0');
      if (!payCode) return fail(-1, 'payCode is required when is_default is 0');
    } else return fail(-1, 'is_default must be 0 or 1');
    s.generated += 1;
    const digits = String(hash(`${payCode}:${s.orderId}`)).padStart(10, '0');
    const vcode =
      payType === '1'
        ? `8${digits.slice(0, 3)}0${digits}`
        : `${payCode.slice(0, 3).toUpperCase()}${digits.slice(0, 9)}`;
    const steps = BANK_STEPS[market];
    const methods = Object.keys(steps);
    return ok({
      amount: params.amount,
      vcode,
      cardNo: `TG${s.orderId}${digits.slice(-4)}`,
      payType,
      payCode,
      payStep:
        payType === '1' ? methods.map((name) => ({ name, step: steps[name] })) : MARKET_STEPS,
      specificNum: payType === '1' ? Math.min(Math.max(0, specificNum), methods.length - 1) : 0,
      telephone: s.telephone,
    });
  }),

  sandboxRoute('POST', `${LEGACY}/repayment-way`, ({ params, area, language }) => {
    const s = area(legacyArea);
    const bad = checkOrder(params, s.orderId, false);
    if (bad) return bad;
    return ok({
      alipay: s.alipay,
      repayToken: `rt-${s.orderId}-${s.tokenVersion}`,
      bankCards: s.cards.map((c) => ({ ...c, bankName: say(bankName(c.bankCode), language) })),
      amount: s.paid ? '0' : s.amount,
    });
  }),

  sandboxRoute('POST', `${LEGACY}/repayment-commit`, ({ params, area, language }) => {
    const s = area(legacyArea);
    const bad = checkOrder(params, s.orderId, false);
    if (bad) return bad;
    const card = s.cards.find((c) => c.id === params.cardId);
    if (!card) return fail(800001, say(LEGACY_SAYS.noCard, language));
    if (!isAmount(params.amount)) return fail(-1, 'amount must be a plain number');
    const token = `rt-${s.orderId}-${s.tokenVersion}`;
    const existing = Object.entries(s.records).find(([, r]) => r.token === params.repayToken);
    if (s.paid || existing?.[1].confirmed || params.repayToken !== token)
      return fail(800005, say(LEGACY_SAYS.duplicate, language));
    // A second commit with the same token (resend) keeps the record and sends the code again.
    const recordId = existing?.[0] ?? `rr-${Object.keys(s.records).length + 1}`;
    s.records[recordId] = { token, confirmed: false };
    if (s.needValid === 0) {
      s.records[recordId] = { token, confirmed: true };
      s.paid = true;
      s.tokenVersion += 1;
    }
    return ok({ needValid: s.needValid, repayRecordId: recordId });
  }),

  sandboxRoute('POST', `${LEGACY}/repayment-confirm`, ({ params, area, language }) => {
    const s = area(legacyArea);
    const bad = checkOrder(params, s.orderId, false);
    if (bad) return bad;
    const record = s.records[params.repaymentRecordId ?? ''];
    if (!record) return fail(800002, say(LEGACY_SAYS.noRecord, language));
    if (record.confirmed) return fail(800005, say(LEGACY_SAYS.duplicate, language));
    if (params.verifyCode !== LEGACY_SMS_CODE)
      return fail(800006, say(LEGACY_SAYS.badCode, language));
    record.confirmed = true;
    s.paid = true;
    s.tokenVersion += 1;
    return ok(null);
  }),

  sandboxRoute('POST', `${LEGACY}/repayment-huichao`, ({ params, area }) => {
    const s = area(legacyArea);
    const bad = checkOrder(params, s.orderId, false);
    if (bad) return bad;
    if (!isAmount(params.amount)) return fail(-1, 'amount must be a plain number');
    // A path on the pages' own origin: the pages load it in the webview. The sandbox's own origin
    // would be a foreign one behind the emulator's app proxy (and is refused as plain http).
    return ok({
      url: `${PAY_PAGE}?orderId=${encodeURIComponent(s.orderId)}&amount=${params.amount}`,
    });
  }),

  // The payment page repayment-huichao points to: a stand-in for the payment provider's page.
  http.get(`*${PAY_PAGE}`, ({ request }) => {
    const url = new URL(request.url);
    const order = (url.searchParams.get('orderId') ?? '').replace(/[^\w-]/g, '');
    const amount = (url.searchParams.get('amount') ?? '').replace(/[^\d.]/g, '');
    return new HttpResponse(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox payment</title><h1 data-testid="sandbox-pay-page">Sandbox payment for order ${order}: ${amount}</h1></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }),
];
