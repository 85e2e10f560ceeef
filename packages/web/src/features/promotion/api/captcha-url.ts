import { brandConfig } from '../../../config';
import { PROMOTION } from './paths';

/** The captcha image is loaded by the <img> itself; the timestamp makes each load a new picture. */
export function captchaUrl(sid: string, deviceId: string, stamp: number): string {
  const query = new URLSearchParams({ sid, deviceId, t: String(stamp) });
  return `${brandConfig.appApi}${PROMOTION}/get-captcha?${query.toString()}`;
}
