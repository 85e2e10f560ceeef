import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../core/call-log';
import type { ShimConfig } from '../types/shim-config';
import { installShell } from './shell';

/** Just enough of a webview's window for the shell (protocol message on Android). */
function fakeWindow() {
  const received: Record<string, unknown>[] = [];
  const receive = (raw: string) => received.push(JSON.parse(raw));
  const win = {
    performance: { now: () => Date.now() },
    location: { hash: '#/addnormalcard' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    ['LoanNativeReceive']: receive,
  } as unknown as Parameters<typeof installShell>[0] & {
    LoanNative: { postMessage(json: string): void };
  };
  return { win, received };
}

const config = (replies: ShimConfig['replies']): ShimConfig => ({
  platform: 'android',
  protocol: 'message',
  appVersion: '3.2.0',
  replies,
  unscripted: 'fail',
  transport: 'none',
});

const send = (win: { LoanNative: { postMessage(json: string): void } }, method: string, id = 1) =>
  win.LoanNative.postMessage(JSON.stringify({ bridge: 1, session: 's', id, method, params: {} }));

const settle = (ms = 80) => new Promise((r) => setTimeout(r, ms));

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
    await settle(5);
    expect(received).toEqual([{ bridge: 1, session: 's', id: 1, ok: true, result: null }]);
    await settle();
    expect(received[1]).toEqual({ bridge: 1, event: 'bankResult', data: { ok: true } });
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
        call: { error: { code: 'NATIVE_ERROR' }, delayMs: 60 },
      }),
      {},
    );
    send(win as never, 'rate', 1);
    send(win as never, 'call', 2);
    await settle(20);
    expect(received).toEqual([{ bridge: 1, event: 'resume', data: {} }]);
    await settle(80);
    expect(received[1]).toMatchObject({ id: 2, ok: false, error: { code: 'NATIVE_ERROR' } });
    expect(received.some((m) => m.id === 1)).toBe(false);
  });
});
