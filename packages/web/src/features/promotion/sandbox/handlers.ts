import { type HttpHandler, HttpResponse } from 'msw';
import { type Said, say } from '../../../../sandbox/language';
import { fail, ok, sandboxRoute } from '../../../../sandbox/route';
import {
  CAPTCHA_CALL,
  REGISTER_CALL,
  SID_CALL,
  SMS_CALL,
  TEMPLATE_CALL,
  TRACK_CLICK_CALL,
  TRACK_VISIT_CALL,
} from '../calls';
import { type PromotionState, promotionArea } from './fixtures';

/** The registration service's messages, in the language the page asks in (its template's). */
const PROMO_SAYS: Record<
  'wrongCaptcha' | 'wrongSms' | 'registered' | 'smsSent' | 'registeredNow',
  Said
> = {
  wrongCaptcha: {
    'en-IN': 'Wrong picture code',
    'id-ID': 'Kode captcha salah',
    'zh-CN': '图形验证码错误',
  },
  wrongSms: { 'en-IN': 'Wrong SMS code', 'id-ID': 'Kode SMS salah', 'zh-CN': '短信验证码错误' },
  registered: { 'en-IN': 'Already registered', 'id-ID': 'Sudah terdaftar', 'zh-CN': '您已注册' },
  smsSent: { 'en-IN': 'SMS sent', 'id-ID': 'SMS terkirim', 'zh-CN': '短信已发送' },
  registeredNow: { 'en-IN': 'Registered', 'id-ID': 'Terdaftar', 'zh-CN': '注册成功' },
};

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** Digits 2-9 only, so a typed `0000` is always wrong (the browser tests rely on it). */
function captchaText(): string {
  let text = '';
  for (let i = 0; i < 4; i++) text += String(2 + Math.floor(Math.random() * 8));
  return text;
}

/** A small readable SVG with the captcha drawn, a little noise so it looks like one. */
export function captchaSvg(text: string): string {
  const chars = [...text]
    .map(
      (c, i) =>
        `<text x="${12 + i * 22}" y="${30 + (i % 2 ? -4 : 4)}" transform="rotate(${i % 2 ? 8 : -8} ${18 + i * 22} 24)">${c}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="44" viewBox="0 0 100 44"><title>${text}</title><rect width="100" height="44" fill="#fff3e6"/><path d="M0 30 Q30 5 60 28 T100 14" stroke="#f3b27a" fill="none"/><g font-family="monospace" font-size="24" font-weight="700" fill="#b34a00">${chars}</g></svg>`;
}

function captchaOk(
  state: PromotionState,
  sid: string | undefined,
  capcode: string | undefined,
): boolean {
  if (!capcode) return false;
  if (capcode === state.testCaptcha) return true;
  return Boolean(sid) && state.captchas[sid ?? '']?.toLowerCase() === capcode.toLowerCase();
}

/** The public pages: the promotion (registration template) endpoints. */
export const promotionHandlers: HttpHandler[] = [
  sandboxRoute(TEMPLATE_CALL, ({ params, area, language }) => {
    const state = area(promotionArea);
    if (state.templateReply)
      return fail(state.templateReply.code, say(state.templateReply.message, language));
    const template = state.templates[params.templateId ?? ''];
    if (!template) return fail(404, `Template ${params.templateId ?? '(none)'} not found`);
    return ok(template);
  }),
  sandboxRoute(TRACK_VISIT_CALL, ({ params }) => {
    if (!params.page_id || params.page_type !== '1')
      return fail(-1, 'page_id and page_type=1 are required');
    return ok(null);
  }),
  sandboxRoute(TRACK_CLICK_CALL, ({ params }) => {
    if (!params.page_id || !params.phone) return fail(-1, 'page_id and phone are required');
    return ok(null);
  }),
  sandboxRoute(SID_CALL, ({ area }) => {
    const state = area(promotionArea);
    const sid = `sid-${state.nextSid++}`;
    state.captchas[sid] = captchaText();
    return ok({ sid }, '0');
  }),
  sandboxRoute(CAPTCHA_CALL, ({ params, area }) => {
    const state = area(promotionArea);
    const sid = params.sid ?? '';
    if (!sid) return new HttpResponse('sid is required', { status: 400 });
    // Every load draws a new text for the sid, as a real captcha does.
    const text = captchaText();
    state.captchas[sid] = text;
    return new HttpResponse(captchaSvg(text), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),
  sandboxRoute(SMS_CALL, ({ params, area, language }) => {
    const state = area(promotionArea);
    if (state.smsReply) return fail(state.smsReply.code, say(state.smsReply.message, language));
    const phone = digits(params.phone);
    if (!phone) return fail(-2, 'phone is required');
    if (!captchaOk(state, params.sid, params.capcode))
      return fail('101', say(PROMO_SAYS.wrongCaptcha, language));
    if (state.registered.includes(phone)) return fail('11', say(PROMO_SAYS.registered, language));
    if (!state.smsSentTo.includes(phone)) state.smsSentTo.push(phone);
    return ok(null, '0', say(PROMO_SAYS.smsSent, language));
  }),
  sandboxRoute(REGISTER_CALL, ({ params, area, language }) => {
    const state = area(promotionArea);
    if (state.registerReply)
      return fail(state.registerReply.code, say(state.registerReply.message, language));
    const phone = digits(params.phone);
    const missing = [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'merchantNumber',
      'smsCode',
    ].filter((k) => !params[k]);
    if (missing.length) return fail(-2, `missing ${missing.join(', ')}`);
    if (!captchaOk(state, params.sid, params.capcode))
      return fail('-1', say(PROMO_SAYS.wrongCaptcha, language));
    if (state.registered.includes(phone)) return fail('11', say(PROMO_SAYS.registered, language));
    if (!state.smsSentTo.includes(phone) || params.smsCode !== state.smsCode) {
      return fail('102', say(PROMO_SAYS.wrongSms, language));
    }
    state.registered.push(phone);
    return ok(null, '0', say(PROMO_SAYS.registeredNow, language));
  }),
];
