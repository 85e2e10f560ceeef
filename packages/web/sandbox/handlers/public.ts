import { type HttpHandler, HttpResponse } from 'msw';
import { type PromotionState, promotionArea } from '../fixtures/public';
import { fail, ok, sandboxRoute } from '../route';

const PROMO = '/api/v2/youmi/promotion';
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
export const publicHandlers: HttpHandler[] = [
  sandboxRoute('GET', '/api/v2/youmi/service/channel/channel-template', ({ params, area }) => {
    const state = area(promotionArea);
    if (state.templateReply) return fail(state.templateReply.code, state.templateReply.message);
    const template = state.templates[params.templateId ?? ''];
    if (!template) return fail(404, `Template ${params.templateId ?? '(none)'} not found`);
    return ok(template);
  }),
  sandboxRoute('GET', `${PROMO}/track-visit`, ({ params }) => {
    if (!params.page_id || params.page_type !== '1')
      return fail(-1, 'page_id and page_type=1 are required');
    return ok(null);
  }),
  sandboxRoute('GET', `${PROMO}/track-click`, ({ params }) => {
    if (!params.page_id || !params.phone) return fail(-1, 'page_id and phone are required');
    return ok(null);
  }),
  sandboxRoute('GET', `${PROMO}/get-sid`, ({ area }) => {
    const state = area(promotionArea);
    const sid = `sid-${state.nextSid++}`;
    state.captchas[sid] = captchaText();
    return ok({ sid }, '0');
  }),
  sandboxRoute('GET', `${PROMO}/get-captcha`, ({ params, area }) => {
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
  sandboxRoute('POST', `${PROMO}/get-sms`, ({ params, area }) => {
    const state = area(promotionArea);
    if (state.smsReply) return fail(state.smsReply.code, state.smsReply.message);
    const phone = digits(params.phone);
    if (!phone) return fail(-2, 'phone is required');
    if (!captchaOk(state, params.sid, params.capcode))
      return fail('101', 'Kode captcha salah / wrong picture code');
    if (state.registered.includes(phone)) return fail('11', 'Already registered');
    if (!state.smsSentTo.includes(phone)) state.smsSentTo.push(phone);
    return ok(null, '0', 'SMS sent');
  }),
  sandboxRoute('POST', `${PROMO}/register`, ({ params, area }) => {
    const state = area(promotionArea);
    if (state.registerReply) return fail(state.registerReply.code, state.registerReply.message);
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
      return fail('-1', 'Kode captcha salah / wrong picture code');
    if (state.registered.includes(phone)) return fail('11', 'Already registered');
    if (!state.smsSentTo.includes(phone) || params.smsCode !== state.smsCode) {
      return fail('102', 'Kode SMS salah / wrong SMS code');
    }
    state.registered.push(phone);
    return ok(null, '0', 'Registered');
  }),
];
