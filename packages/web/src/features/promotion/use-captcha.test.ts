import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import type { IdleWindow } from '../../lib/first-paint';
import { request } from '../../lib/http';
import { getSid } from './api/get-sid';
import { SID_CALL } from './calls';
import { useCaptcha } from './use-captcha';

useSandbox();
const DEVICE = 'captcha-unit';
const calls = (path: string) => device(DEVICE).requests.filter((r) => r.path.endsWith(path));

/**
 * A sid asked for by the test itself, through the same client, answered: a call the hook had made
 * before it reached the sandbox before it (so the sandbox's log shows what the hook has sent).
 */
const sentSoFar = () =>
  act(async () => {
    await request(getSid, SID_CALL.params({ deviceId: `${DEVICE}-probe` }) ?? {}, { silent: true });
  });

/**
 * A window whose frames and timers the test runs: `frame()` runs the frame's callbacks and the
 * tasks they set for at once; the 100 ms timers of a page given no frames only on `noFrames()`.
 */
function frameWindow() {
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const win = {
    document: { readyState: 'complete' },
    addEventListener: () => undefined,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  } as unknown as IdleWindow;
  const runTimers = (due: (ms: number) => boolean) => {
    const now = timers.filter((t) => due(t.ms));
    timers.splice(0, timers.length, ...timers.filter((t) => !due(t.ms)));
    for (const t of now) t.run();
  };
  return {
    win,
    frame: () =>
      act(() => {
        for (const run of frames.splice(0)) run();
        runTimers((ms) => ms === 0);
      }),
    // Each wait ends on its 100 ms timer: the timers run until none is left.
    noFrames: () =>
      act(() => {
        while (timers.length > 0) runTimers(() => true);
      }),
  };
}

describe('the picture captcha', () => {
  it("asks for its sid and picture only once the page's content is painted", async () => {
    const page = frameWindow();
    const { result } = renderHook(() => useCaptcha(DEVICE, page.win));
    // Three frames: the committed text is not surely presented yet, so nothing went out.
    await sentSoFar();
    expect(calls('/get-sid')).toHaveLength(0);
    for (let i = 0; i < 3; i++) await page.frame();
    await sentSoFar();
    expect(calls('/get-sid')).toHaveLength(0);
    expect(result.current.state.status).toBe('loading');
    await page.frame();
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(calls('/get-sid')).toHaveLength(1);
    expect(calls('/get-captcha')).toHaveLength(1);
  });

  it('still gets its picture on a page that is given no frames (hidden)', async () => {
    const page = frameWindow();
    const { result } = renderHook(() => useCaptcha(DEVICE, page.win));
    await sentSoFar();
    expect(calls('/get-sid')).toHaveLength(0);
    await page.noFrames();
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(calls('/get-captcha')).toHaveLength(1);
  });

  it('asks for nothing when the form is gone before its frames', async () => {
    const page = frameWindow();
    const { unmount } = renderHook(() => useCaptcha(DEVICE, page.win));
    unmount();
    for (let i = 0; i < 4; i++) await page.frame();
    await page.noFrames();
    await sentSoFar();
    expect(calls('/get-sid')).toHaveLength(0);
  });
});
