import { useCallback, useEffect, useRef, useState } from 'react';
import { afterContentPainted, type IdleWindow } from '../../lib/first-paint';
import { describeError, request, requestImage } from '../../lib/http';
import { getSid } from './api/get-sid';
import { CAPTCHA_CALL, SID_CALL } from './calls';

export type CaptchaState =
  | { status: 'loading' }
  | { status: 'ready'; sid: string; src: string }
  | { status: 'failed'; message: string };

/**
 * The picture captcha: a sid from get-sid, then the picture from get-captcha with a timestamp.
 * The picture is fetched by the http client (the visitor's device id in a header, never in an
 * `<img>` URL) and shown from its Blob. `refresh` draws a new picture for the same sid (or asks
 * for a sid again after a failure). `win` is the page's window (tests pass one whose frames they run).
 */
export function useCaptcha(deviceId: string, win: IdleWindow = window) {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const sid = useRef('');
  const seq = useRef(0);
  const stamp = useRef(0);
  const shown = useRef('');

  const show = useCallback((next: CaptchaState) => {
    // The picture on screen is an object URL: the one it replaces is released.
    const src = next.status === 'ready' ? next.src : '';
    if (shown.current && shown.current !== src) URL.revokeObjectURL(shown.current);
    shown.current = src;
    setState(next);
  }, []);

  const draw = useCallback(
    async (mine: number) => {
      // Two draws in the same millisecond must still be two different requests.
      stamp.current = Math.max(Date.now(), stamp.current + 1);
      try {
        const picture = await requestImage(
          CAPTCHA_CALL,
          CAPTCHA_CALL.params({ sid: sid.current, deviceId, stamp: stamp.current }) ?? {},
        );
        if (mine !== seq.current) return; // a newer load is under way
        show({ status: 'ready', sid: sid.current, src: URL.createObjectURL(picture) });
      } catch (error) {
        if (mine !== seq.current) return;
        sid.current = '';
        show({ status: 'failed', message: describeError(error) });
      }
    },
    [deviceId, show],
  );

  const load = useCallback(async () => {
    const mine = ++seq.current;
    show({ status: 'loading' });
    try {
      const result = await request(getSid, SID_CALL.params({ deviceId }) ?? {}, { silent: true });
      if (mine !== seq.current) return;
      if (!result.ok) {
        show({ status: 'failed', message: result.message || describeError(null) });
        return;
      }
      sid.current = result.data.sid;
      await draw(mine);
    } catch (error) {
      if (mine !== seq.current) return;
      show({ status: 'failed', message: describeError(error) });
    }
  }, [deviceId, draw, show]);

  // The picture needs axios (its 20 KB come with the first call that goes out): asked for once the
  // page's text is painted, so that download comes after the page's content, not on its way.
  useEffect(() => {
    let mounted = true;
    afterContentPainted(win, () => {
      if (mounted) void load();
    });
    return () => {
      mounted = false;
    };
  }, [load, win]);

  useEffect(
    () => () => {
      seq.current += 1;
      if (shown.current) URL.revokeObjectURL(shown.current);
      shown.current = '';
    },
    [],
  );

  const refresh = useCallback(() => {
    if (!sid.current) {
      void load();
      return;
    }
    // The old picture stays until the new one is here: the field keeps its place.
    void draw(++seq.current);
  }, [load, draw]);

  /** The picture could not be drawn (a broken image): say so and offer a new sid. */
  const imageFailed = useCallback(
    (message: string) => {
      sid.current = '';
      show({ status: 'failed', message });
    },
    [show],
  );

  return {
    state,
    sid: state.status === 'ready' ? state.sid : '',
    refresh,
    retry: load,
    imageFailed,
  };
}
