import { type HttpHandler, HttpResponse, http } from 'msw';
import { checkOrder, isAmount } from '../../../../sandbox/checks';
import { type Said, say } from '../../../../sandbox/language';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { COMMIT_CALL, CONFIRM_CALL, HUICHAO_CALL, REPAYMENT_WAY_CALL } from '../calls';
import { BANK_NAMES, LEGACY_SMS_CODE, legacyArea } from './fixtures';

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

function bankName(code: string): Said {
  return BANK_NAMES[code] ?? { 'en-IN': code, 'id-ID': code, 'zh-CN': code };
}

/** The legacy repayment store (card repayment, Alipay, bank transfer). */
export const legacyRepayHandlers: HttpHandler[] = [
  sandboxRoute(REPAYMENT_WAY_CALL, ({ params, area, language }) => {
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

  sandboxRoute(COMMIT_CALL, ({ params, area, language }) => {
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

  sandboxRoute(CONFIRM_CALL, ({ params, area, language }) => {
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

  sandboxRoute(HUICHAO_CALL, ({ params, area }) => {
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
