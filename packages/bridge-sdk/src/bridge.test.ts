import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsdomWindow, stubWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import { BRIDGE_METHODS } from './contract/methods.js';
import { BridgeError } from './errors.js';
import type { CallInfo, Diagnostic, ResultInfo } from './options.js';
import { installFakeShell } from './testing/fake-shell.js';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: BridgeError) => e.code,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('createBridge with a message shell', () => {
  it.each(['android', 'ios'] as const)(
    'detects %s at once, says hello, learns the methods',
    async (platform) => {
      const win = jsdomWindow();
      const shell = installFakeShell(win, {
        platform,
        methods: ['call', 'rate'],
        appVersion: '7.1',
      });
      const bridge = createBridge(win);
      expect(bridge.platform).toBe(platform);
      expect(bridge.protocol).toBe('message');
      expect(win.document.documentElement.dataset.bridge).toBe(platform);
      expect(bridge.isSupported('call')).toBe(false);
      const hello = await bridge.ready;
      expect(hello).toEqual({
        contract: 1,
        platform,
        appVersion: '7.1',
        methods: ['call', 'rate'],
      });
      expect(shell.calls).toEqual([{ method: 'hello', params: { contract: 1 }, id: 1 }]);
      expect(bridge.isSupported('call')).toBe(true);
      expect(bridge.isSupported('bankStart')).toBe(false);
    },
  );

  it('uses a random session per bridge, and the fixed one when given', () => {
    const a = createBridge(jsdomWindow(), { readyTimeoutMs: 0 }).session;
    const b = createBridge(jsdomWindow(), { readyTimeoutMs: 0 }).session;
    expect(a).toMatch(/^[a-z0-9]{4,}$/);
    expect(a).not.toBe(b);
    expect(createBridge(jsdomWindow(), { sessionId: 'fixed', readyTimeoutMs: 0 }).session).toBe(
      'fixed',
    );
  });

  it('sends each call as one message and resolves with the checked result', async () => {
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'android' });
    const bridge = createBridge(win, { sessionId: 's1' });
    await expect(bridge.rate()).resolves.toEqual({ shown: true });
    await expect(bridge.call({ phone: '+91 98765 43210' })).resolves.toBeUndefined();
    expect(shell.wire.slice(1)).toEqual([
      '{"bridge":1,"session":"s1","id":2,"method":"rate","params":{}}',
      '{"bridge":1,"session":"s1","id":3,"method":"call","params":{"phone":"+919876543210"}}',
    ]);
  });

  it('resolves navigating calls once handed over, without waiting for a reply', async () => {
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'ios', answer: () => new Promise(() => {}) });
    // hello never answers either: the bridge assumes the whole contract after readyTimeoutMs.
    const bridge = createBridge(win, { readyTimeoutMs: 20, timeoutMs: 50 });
    for (const call of [
      bridge.openPage({ url: 'https://partner.example/' }),
      bridge.closeWebview(),
      bridge.goHome({}),
      bridge.goMine(),
      bridge.logout(),
    ]) {
      await expect(call).resolves.toBeUndefined();
    }
    expect(shell.calls.map((c) => c.method)).toEqual([
      'hello',
      'openPage',
      'closeWebview',
      'goHome',
      'goMine',
      'logout',
    ]);
    await expect(rejection(bridge.rate())).resolves.toBe('TIMEOUT');
  });

  it('rejects with the reply error code, or NATIVE_ERROR for unknown codes', async () => {
    const win = jsdomWindow();
    installFakeShell(win, {
      platform: 'android',
      answer: (m) =>
        m === 'bankStart'
          ? { code: 'UNSUPPORTED', message: 'no bank SDK' }
          : m === 'call'
            ? { code: 'E42', message: 'no SIM' }
            : m === 'rate'
              ? Promise.reject(new Error('boom'))
              : null,
    });
    const bridge = createBridge(win);
    const err = await bridge.bankStart().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeError);
    expect(err).toMatchObject({ code: 'UNSUPPORTED', message: 'no bank SDK', method: 'bankStart' });
    await expect(bridge.call({ phone: '1' })).rejects.toMatchObject({
      code: 'NATIVE_ERROR',
      message: 'no SIM',
    });
    await expect(rejection(bridge.rate())).resolves.toBe('NATIVE_ERROR');
  });

  it('uses the web fallback for methods the shell does not list', async () => {
    const { window, win } = stubWindow();
    installFakeShell(window, { platform: 'android', methods: ['rate'] });
    const bridge = createBridge(window, { fallback: { homeUrl: '#/home' } });
    await bridge.goHome();
    expect(win.location.assign).toHaveBeenCalledWith('#/home');
  });

  it('assumes the whole contract when hello fails, and says so', async () => {
    const win = jsdomWindow();
    const diagnostics: Diagnostic[] = [];
    installFakeShell(win, {
      platform: 'ios',
      answer: (m) => (m === 'hello' ? { code: 'UNSUPPORTED', message: 'old shell' } : null),
    });
    const bridge = createBridge(win, { onDiagnostic: (d) => diagnostics.push(d) });
    const hello = await bridge.ready;
    expect(hello).toEqual({
      contract: 1,
      platform: 'ios',
      appVersion: '',
      methods: BRIDGE_METHODS,
    });
    expect(BRIDGE_METHODS.every((m) => bridge.isSupported(m))).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(['hello']);
  });

  it('answers a later hello() from the shell', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'android', appVersion: '9.0' });
    const bridge = createBridge(win);
    await expect(bridge.hello({ contract: 1 })).resolves.toMatchObject({ appVersion: '9.0' });
  });
});

describe('invalid params', () => {
  it('rejects with INVALID_ARGS before anything is sent', async () => {
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'ios' });
    const bridge = createBridge(win);
    await bridge.ready;
    const bad: [string, unknown][] = [
      ['call', { phone: 42 }],
      ['call', undefined],
      ['openPage', { url: 'javascript:alert(1)' }],
      ['openPage', { url: 'java\nscript:alert(1)' }],
      ['openPage', { url: '\u0001 data:text/html,x' }],
      ['openPage', { url: 'https://a.example', route: 'repay' }],
      ['openPage', { route: 'repay', query: { n: 1 } }],
      ['trackConfirm', { event: '' }],
      ['bankEnd', { orderId: 'o' }],
      ['hello', { contract: 2 }],
      ['rate', { extra: true }],
      ['goHome', null],
    ];
    for (const [method, params] of bad) {
      const call = (bridge as unknown as Record<string, (p: unknown) => Promise<unknown>>)[method];
      await expect(rejection(call?.(params) as Promise<unknown>), method).resolves.toBe(
        'INVALID_ARGS',
      );
    }
    expect(shell.calls.map((c) => c.method)).toEqual(['hello']);
  });
});

describe('hooks', () => {
  it('reports each call when routed and each result when settled', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'android' });
    const calls: CallInfo[] = [];
    const results: ResultInfo[] = [];
    const bridge = createBridge(win, {
      onCall: (c) => calls.push(c),
      onResult: (r) => results.push(r),
    });
    await bridge.rate();
    await bridge.call({ phone: 'x' }).catch(() => undefined);
    expect(calls).toEqual([
      expect.objectContaining({ id: 1, method: 'hello', protocol: 'message', platform: 'android' }),
      expect.objectContaining({
        id: 2,
        method: 'rate',
        params: {},
        protocol: 'message',
        platform: 'android',
      }),
      expect.objectContaining({ id: 3, method: 'call', params: { phone: 'x' } }),
    ]);
    expect(typeof calls[1]?.at).toBe('number');
    expect(results[1]).toEqual({
      id: 2,
      method: 'rate',
      ok: true,
      result: { shown: true },
      ms: expect.any(Number),
    });
    expect(results[2]).toMatchObject({
      id: 3,
      method: 'call',
      ok: false,
      error: { code: 'INVALID_ARGS' },
    });
  });

  it('survives hooks that throw, and reports them', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'android' });
    const diagnostics: Diagnostic[] = [];
    const bridge = createBridge(win, {
      onCall: () => {
        throw new Error('log full');
      },
      onResult: () => {
        throw new Error('trace down');
      },
      onDiagnostic: (d) => diagnostics.push(d),
    });
    await expect(bridge.rate()).resolves.toEqual({ shown: true });
    expect(diagnostics.filter((d) => d.code === 'handler').length).toBeGreaterThanOrEqual(2);
  });

  it('survives an onDiagnostic that throws', async () => {
    const win = jsdomWindow();
    const bridge = createBridge(win, {
      readyTimeoutMs: 0,
      onDiagnostic: () => {
        throw new Error('nope');
      },
    });
    expect(() =>
      (win as unknown as { LoanNativeReceive(m: unknown): void }).LoanNativeReceive('{'),
    ).not.toThrow();
    await bridge.ready;
  });
});
