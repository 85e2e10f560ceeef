import { brandConfig } from '../../../config';
import { CAPTCHA_CALL } from '../calls';

/** The captcha image is loaded by the <img> itself; the timestamp makes each load a new picture. */
export function captchaUrl(sid: string, deviceId: string, stamp: number): string {
  const query = new URLSearchParams(
    CAPTCHA_CALL.params({ sid, deviceId, stamp }) as Record<string, string>,
  );
  return `${brandConfig.appApi}${CAPTCHA_CALL.path}?${query.toString()}`;
}
