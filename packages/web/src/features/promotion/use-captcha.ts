import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError, request } from '../../lib/http';
import { captchaUrl } from './api/captcha-url';
import { getSid } from './api/get-sid';
import { SID_CALL } from './calls';

export type CaptchaState =
  | { status: 'loading' }
  | { status: 'ready'; sid: string; src: string }
  | { status: 'failed'; message: string };

/**
 * The picture captcha: a sid from get-sid, then the image from get-captcha with a timestamp.
 * `refresh` draws a new picture for the same sid (or asks for a sid again after a failure).
 */
export function useCaptcha(deviceId: string) {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const sid = useRef('');
  const seq = useRef(0);
  const stamp = useRef(0);
  // Two refreshes in the same millisecond must still be two different URLs.
  const nextSrc = useCallback(() => {
    stamp.current = Math.max(Date.now(), stamp.current + 1);
    return captchaUrl(sid.current, deviceId, stamp.current);
  }, [deviceId]);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setState({ status: 'loading' });
    try {
      const result = await request(getSid, SID_CALL.params({ deviceId }) ?? {}, { silent: true });
      if (mine !== seq.current) return; // a newer load is under way
      if (!result.ok) {
        setState({ status: 'failed', message: result.message || describeError(null) });
        return;
      }
      sid.current = result.data.sid;
      setState({ status: 'ready', sid: sid.current, src: nextSrc() });
    } catch (error) {
      if (mine !== seq.current) return;
      setState({ status: 'failed', message: describeError(error) });
    }
  }, [deviceId, nextSrc]);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(() => {
    if (!sid.current) {
      void load();
      return;
    }
    setState({ status: 'ready', sid: sid.current, src: nextSrc() });
  }, [load, nextSrc]);

  /** The image itself failed to load (network, server): say so and offer a new sid. */
  const imageFailed = useCallback((message: string) => {
    sid.current = '';
    setState({ status: 'failed', message });
  }, []);

  return {
    state,
    sid: state.status === 'ready' ? state.sid : '',
    refresh,
    retry: load,
    imageFailed,
  };
}
