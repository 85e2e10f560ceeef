import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../core/call-log';
import type { ShimConfig } from '../types/shim-config';
import { installShell } from './shell';

/** Just enough of a webview's window for the shell (protocol message on Android). */
function fakeWindow(origin = 'http://app.test', mainFrame = true) {
  const received: Record<string, unknown>[] = [];
  const receive = (raw: string) => received.push(JSON.parse(raw));
  const win: Record<string, unknown> = {
    performance: { now: () => Date.now() },
    location: { hash: '#/addnormalcard', origin, href: `${origin}/#/addnormalcard` },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    LoanNativeReceive: receive,
  };
  win.top = mainFrame ? win : {};
  return {
    win: win as unknown as Parameters<typeof installShell>[0] & {
      LoanNative: { postMessage(json: string): void };
    },
    received,
  };
}

const config = (replies: ShimConfig['replies']): ShimConfig => ({
  platform: 'android',
  protocol: 'message',
  appVersion: '3.2.0',
  replies,
  unscripted: 'fail',
  transport: 'none',
});

const send = (
  win: { LoanNative: { postMessage(json: string): void } },
  method: string,
  id = 1,
  params: unknown = {},
) => win.LoanNative.postMessage(JSON.stringify({ bridge: 1, session: 's', id, method, params }));

/** Waits until the page has received `count` messages (tests wait for what they assert). */
const receivedCount = (received: unknown[], count: number) =>
  expect.poll(() => received.length).toBeGreaterThanOrEqual(count);

describe('responders', () => {
  it('replies, then pushes the event afterwards, and says so in the log', async () => {
    const { win, received } = fakeWindow();
    const reports: CallEntry[] = [];
    installShell(
      win,
      config({
        bankStart: { result: null, event: { name: 'bankResult', data: { ok: true }, afterMs: 20 } },
      }),
      { report: (e) => reports.push(e) },
    );
    send(win as never, 'bankStart');
    await receivedCount(received, 2);
    // The reply first, the event after it.
    expect(received).toEqual([
      { bridge: 1, session: 's', id: 1, ok: true, result: null },
      { bridge: 1, event: 'bankResult', data: { ok: true } },
    ]);
    expect(reports[0]).toMatchObject({
      method: 'bankStart',
      source: 'scripted',
      pushed: 'bankResult',
    });
  });

  it('hangs (no reply at all) yet still pushes its event, and delays a reply by its latency', async () => {
    const { win, received } = fakeWindow();
    installShell(
      win,
      config({
        rate: { noReply: true, event: { name: 'resume' } },
        call: { error: { code: 'NATIVE_ERROR' }, delayMs: 300 },
      }),
      {},
    );
    const sentAt = Date.now();
    send(win as never, 'rate', 1);
    send(win as never, 'call', 2, { phone: '0215550100' });
    await expect.poll(() => received.some((m) => m.id === 2)).toBe(true);
    // The reply to `call` came after its latency (less a margin: a timer counts from the event
    // loop's clock, which lags a busy machine's), after `rate`'s event.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(200);
    expect(received).toEqual([
      { bridge: 1, event: 'resume', data: {} },
      expect.objectContaining({
        id: 2,
        ok: false,
        error: expect.objectContaining({ code: 'NATIVE_ERROR' }),
      }),
    ]);
    // `rate` hangs: no reply, ever (the delayed reply to `call` came after anything it could send).
    expect(received.some((m) => m.id === 1)).toBe(false);
  });
});

describe('who may call (allowlist)', () => {
  const guarded = (extra: Partial<ShimConfig> = {}): ShimConfig => ({
    ...config({ logout: { result: null } }),
    unscripted: 'stub',
    allowedOrigins: ['http://app.test'],
    schemes: ['rupiahku'],
    ...extra,
  });

  it('answers the allowlisted main frame', async () => {
    const { win, received } = fakeWindow();
    installShell(win, guarded(), {});
    send(win as never, 'logout');
    await receivedCount(received, 1);
    expect(received).toEqual([{ bridge: 1, session: 's', id: 1, ok: true, result: null }]);
  });

  it('refuses a foreign origin and a sub-frame with NOT_IN_APP, logged as refused', async () => {
    for (const [origin, main, why] of [
      ['https://partner.example', true, 'origin'],
      ['http://app.test', false, 'frame'],
    ] as const) {
      const { win, received } = fakeWindow(origin, main);
      const reports: CallEntry[] = [];
      installShell(win, guarded(), { report: (e) => reports.push(e) });
      send(win as never, 'logout');
      await receivedCount(received, 1);
      expect(received).toEqual([
        expect.objectContaining({
          id: 1,
          ok: false,
          error: expect.objectContaining({ code: 'NOT_IN_APP' }),
        }),
      ]);
      expect(reports).toEqual([expect.objectContaining({ method: 'logout', refused: why })]);
    }
  });

  it('refuses openPage to a scheme outside the allowlist with INVALID_ARGS, even on the raw wire', async () => {
    const { win, received } = fakeWindow();
    const reports: CallEntry[] = [];
    installShell(win, guarded({ replies: { openPage: { result: null } } }), {
      report: (e) => reports.push(e),
    });
    const urls = [
      'intent://x#Intent;end',
      'javascript:alert(1)',
      'http://other.test/',
      'file:///etc/passwd',
    ];
    for (const [i, url] of urls.entries()) send(win as never, 'openPage', i + 1, { url });
    send(win as never, 'openPage', 9, { url: 'rupiahku://home' });
    send(win as never, 'openPage', 10, { url: 'https://partner.example/' });
    await receivedCount(received, 6);
    for (const id of [1, 2, 3, 4])
      expect(received.find((m) => m.id === id)).toMatchObject({
        ok: false,
        error: { code: 'INVALID_ARGS' },
      });
    expect(received.find((m) => m.id === 9)).toMatchObject({ ok: true });
    expect(received.find((m) => m.id === 10)).toMatchObject({ ok: true });
    expect(reports.filter((e) => e.refused === 'scheme')).toHaveLength(4);
  });

  it('logs a refused legacy call without acting on it', () => {
    const { win } = fakeWindow('https://partner.example');
    const reports: CallEntry[] = [];
    installShell(win, guarded({ protocol: 'legacy' }), { report: (e) => reports.push(e) });
    (win as unknown as { nativeMethod: Record<string, () => void> }).nativeMethod.jumpToLogin?.();
    expect(reports).toEqual([expect.objectContaining({ method: 'logout', refused: 'origin' })]);
  });
});

describe('the package calls (the shell answers them itself)', () => {
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise((r) => setTimeout(r, 5));
  };

  it('answers packageInfo with the served package, and the network without one, under fail', async () => {
    const served = { version: '1.4.0', build: 463, source: 'package' as const };
    const a = fakeWindow();
    installShell(a.win, { ...config({}), served }, {});
    send(a.win as never, 'packageInfo');
    await until(() => a.received.length > 0);
    expect(a.received).toEqual([{ bridge: 1, session: 's', id: 1, ok: true, result: served }]);

    const b = fakeWindow();
    installShell(b.win, config({}), {});
    send(b.win as never, 'packageInfo');
    await until(() => b.received.length > 0);
    expect(b.received[0]).toMatchObject({
      ok: true,
      result: { version: '', build: 0, source: 'network' },
    });
  });

  it('takes the health report with null and logs it for the host', async () => {
    const { win, received } = fakeWindow();
    const reports: CallEntry[] = [];
    installShell(win, config({}), { report: (e) => reports.push(e) });
    send(win as never, 'reportHealth', 1, { rendered: 'data' });
    await until(() => reports.some((e) => e.reply));
    expect(received).toEqual([{ bridge: 1, session: 's', id: 1, ok: true, result: null }]);
    expect(reports.at(-1)).toMatchObject({
      method: 'reportHealth',
      params: { rendered: 'data' },
      source: 'stub',
    });
  });
});
