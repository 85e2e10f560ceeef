import type { HttpHandler } from 'msw';
import { checkOrder, isAmount } from '../../../../sandbox/checks';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import { INIT_PAY_TYPE_CALL, VCODE_CALL } from '../calls';
import { payTypeArea } from './fixtures';
import { BANK_STEPS, MARKET_STEPS, VCODE_SPEC_PARAMS, vcodeArea } from './vcode-fixtures';

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return h;
}

/** The pay-method choice and the virtual account / mini-market code. */
export const payMethodHandlers: HttpHandler[] = [
  sandboxRoute(INIT_PAY_TYPE_CALL, ({ params, area }) => {
    const s = area(payTypeArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    if (params.pay_type === '1') return ok(s.banks);
    if (params.pay_type === '2') return ok(s.markets);
    return fail(-1, 'pay_type must be 1 (bank) or 2 (mini market)');
  }),

  sandboxRoute(VCODE_CALL, ({ params, area, market }) => {
    const s = area(vcodeArea);
    const bad = checkOrder(params, s.orderId);
    if (bad) return bad;
    const missing = VCODE_SPEC_PARAMS.filter((k) => !(k in params));
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
];
