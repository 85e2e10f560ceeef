import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsdomWindow } from '../../test/windows.js';
import { installFakeShell } from './fake-shell.js';
import type { FakeCall, FakeReply } from './shell-types.js';

type Native = { LoanNative: { postMessage(json: string): void } };
type Ios = { webkit: { messageHandlers: Record<string, { postMessage(body: unknown): void }> } };

/** A page that writes the wire itself, and what it receives. */
function page(win: Window) {
  const received: Record<string, unknown>[] = [];
  (win as unknown as { LoanNativeReceive: (m: unknown) => void }).LoanNativeReceive = (m) =>
    received.push(typeof m === 'string' ? JSON.parse(m) : (m as Record<string, unknown>));
  const send = (method: string, params: unknown = {}, id = 1) =>
    (win as unknown as Native).LoanNative.postMessage(
      JSON.stringify({ bridge: 1, session: 's', id, method, params }),
    );
  return { received, send };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hooks a shell built on the fake one uses', () => {
  it('tells each call when it arrives and each reply once the page has it', async () => {
    const win = jsdomWindow();
    const seen: string[] = [];
    const { received, send } = page(win);
    installFakeShell(win, {
      platform: 'android',
      answer: (method, _params, call) => {
        seen.push(`answer ${method} ${call.id}`);
        return { shown: true };
      },
      hooks: {
        onCall: (call, { message }) => seen.push(`call ${call.method} ${JSON.stringify(message)}`),
        onReply: (call, reply) => {
          seen.push(`reply ${call.method} ${JSON.stringify(reply)} after ${received.length}`);
        },
      },
    });
    send('rate', {}, 7);
    expect(seen).toEqual([
      'call rate {"bridge":1,"session":"s","id":7,"method":"rate","params":{}}',
    ]);
    await settle();
    expect(seen.slice(1)).toEqual([
      'answer rate 7',
      'reply rate {"ok":true,"result":{"shown":true}} after 1',
    ]);
  });

  it('refuses a call from a frame that is not the main one, asked at every call', async () => {
    const win = jsdomWindow();
    let main = false;
    const answer = vi.fn(() => null);
    const replies: [FakeCall, FakeReply][] = [];
    const { received, send } = page(win);
    const shell = installFakeShell(win, {
      platform: 'android',
      answer,
      isMainFrame: () => main,
      hooks: { onReply: (call, reply) => replies.push([call, reply]) },
    });
    send('call', { phone: '1' }, 1);
    main = true;
    send('call', { phone: '1' }, 2);
    await settle();
    expect(received[0]).toMatchObject({ id: 1, ok: false, error: { code: 'NOT_IN_APP' } });
    expect(received[1]).toEqual({ bridge: 1, session: 's', id: 2, ok: true, result: null });
    expect(shell.calls.map((c) => c.refused)).toEqual(['frame', undefined]);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(replies[0]?.[1]).toMatchObject({ ok: false, error: { code: 'NOT_IN_APP' } });
  });

  it('refuses an unknown method and params off the contract, and drops what is not a call', async () => {
    const win = jsdomWindow();
    const { received, send } = page(win);
    const answered: string[] = [];
    const shell = installFakeShell(win, {
      platform: 'android',
      answer: (method) => {
        answered.push(method);
        return null;
      },
    });
    send('selfDestruct', {}, 1);
    send('call', { phone: 42 }, 2);
    send('rate', { extra: true }, 3);
    const post = (win as unknown as Native).LoanNative.postMessage;
    for (const junk of [
      '{not json',
      '[]',
      '{"bridge":2,"session":"s","id":4}',
      '{"bridge":1,"id":5}',
    ])
      expect(() => post(junk)).not.toThrow();
    await settle();
    expect(answered).toEqual([]);
    expect(shell.calls.map((c) => c.refused)).toEqual(['method', 'params', 'params']);
    expect(received.map((r) => [r.id, (r.error as { code: string }).code])).toEqual([
      [1, 'UNSUPPORTED'],
      [2, 'INVALID_ARGS'],
      [3, 'INVALID_ARGS'],
    ]);
    expect(shell.wire).toHaveLength(7);
  });

  it('hands a navigating call over without a reply, unless told to answer it', async () => {
    const win = jsdomWindow();
    let answers = false;
    const { received, send } = page(win);
    const shell = installFakeShell(win, {
      platform: 'android',
      answer: () => ({ code: 'NATIVE_ERROR', message: 'no route' }),
      answersNavigating: (method) => answers && method === 'openPage',
    });
    send('openPage', { url: 'https://a.example/' }, 1);
    answers = true;
    send('openPage', { url: 'https://a.example/' }, 2);
    send('logout', {}, 3);
    await settle();
    expect(shell.calls.map((c) => c.handedOver)).toEqual([true, undefined, true]);
    expect(received).toEqual([
      {
        bridge: 1,
        session: 's',
        id: 2,
        ok: false,
        error: { code: 'NATIVE_ERROR', message: 'no route' },
      },
    ]);
  });

  it('tells a legacy call with its arguments by name, refused ones marked', () => {
    const win = jsdomWindow('https://other.example/');
    const named: Record<string, string>[] = [];
    const shell = installFakeShell(win, {
      platform: 'android',
      protocol: 'legacy',
      legacy: { trackConfirm: 'track(event, params?)', openPage: 'openUrl(url, title?)' },
      allowedOrigins: ['https://other.example'],
      hooks: { onCall: (_call, detail) => named.push(detail.named ?? {}) },
    });
    const fns = (win as unknown as { nativeMethod: Record<string, (...a: string[]) => void> })
      .nativeMethod;
    fns.track?.('e', '');
    fns.openUrl?.('intent://x#Intent;end', 'T');
    expect(named).toEqual([{ event: 'e' }, { url: 'intent://x#Intent;end', title: 'T' }]);
    expect(shell.calls.map((c) => c.refused)).toEqual([undefined, 'scheme']);
    expect(shell.calls[0]?.params).toEqual(['e', '']);
  });

  it('copies an iOS message without structuredClone, as the oldest engines need', async () => {
    vi.stubGlobal('structuredClone', undefined);
    const win = jsdomWindow();
    const { received } = page(win);
    const shell = installFakeShell(win, { platform: 'ios' });
    const message = { bridge: 1, session: 's', id: 4, method: 'rate', params: {} };
    (win as unknown as Ios).webkit.messageHandlers.loanNative?.postMessage(message);
    message.method = 'changed afterwards';
    await settle();
    expect(shell.calls[0]?.method).toBe('rate');
    expect(received).toEqual([
      { bridge: 1, session: 's', id: 4, ok: true, result: { shown: true } },
    ]);
  });
});
