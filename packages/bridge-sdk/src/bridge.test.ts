import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsdomWindow, stubWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import { METHODS } from './contract.js';
import { BridgeError } from './errors.js';
import type { CallInfo, Diagnostic, ResultInfo } from './options.js';
import { defaultAnswer, installFakeShell } from './testing/fake-shell.js';

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
      '{"bridge":1,"session":"s1","id":3,"method":"call","params":{"phone":"+91 98765 43210"}}',
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
    expect(hello).toEqual({ contract: 1, platform: 'ios', appVersion: '', methods: METHODS });
    expect(METHODS.every((m) => bridge.isSupported(m))).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(['hello']);
  });

  it('answers a later hello() from the shell', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'android', appVersion: '9.0' });
    const bridge = createBridge(win);
    await expect(bridge.hello({ contract: 1 })).resolves.toMatchObject({ appVersion: '9.0' });
  });
});

describe('the ready gate', () => {
  it('queues calls until a late shell appears, then sends them in order', async () => {
    vi.useFakeTimers();
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'android', appearAfterMs: 300 });
    const bridge = createBridge(win);
    expect(bridge.platform).toBe('web');
    const rate = bridge.rate();
    const call = bridge.call({ phone: '08123' });
    await vi.advanceTimersByTimeAsync(250);
    expect(shell.installed).toBe(false);
    expect(win.document.documentElement.dataset.bridge).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(bridge.platform).toBe('android');
    expect(win.document.documentElement.dataset.bridge).toBe('android');
    await expect(rate).resolves.toEqual({ shown: true });
    await expect(call).resolves.toBeUndefined();
    expect(shell.calls.map((c) => c.method)).toEqual(['hello', 'rate', 'call']);
  });

  it('settles on the web fallbacks when no shell appears within readyTimeoutMs', async () => {
    vi.useFakeTimers();
    const { window, win } = stubWindow();
    const bridge = createBridge(window, { readyTimeoutMs: 1000 });
    const rate = bridge.rate();
    const home = bridge.goHome();
    let settled = false;
    void bridge.ready.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(975);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(true);
    await expect(rate).resolves.toEqual({ shown: false });
    await expect(home).resolves.toBeUndefined();
    expect(win.location.assign).toHaveBeenCalledWith('#/');
    expect(bridge.platform).toBe('web');
    expect(win.document.documentElement.dataset.bridge).toBe('web');
    await expect(bridge.ready).resolves.toEqual({
      contract: 1,
      platform: 'web',
      appVersion: '',
      methods: [],
    });
    expect(bridge.isSupported('rate')).toBe(false);
  });

  it('ignores a shell that appears after the wait is over', async () => {
    vi.useFakeTimers();
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'ios', appearAfterMs: 2000 });
    const bridge = createBridge(win);
    await vi.advanceTimersByTimeAsync(3000);
    expect(bridge.platform).toBe('web');
    await bridge.rate();
    expect(shell.calls).toEqual([]);
  });
});

describe('timeouts and aborts', () => {
  const silent = () => {
    const win = jsdomWindow();
    const shell = installFakeShell(win, {
      platform: 'android',
      answer: (m, p) =>
        m === 'hello' ? defaultAnswer({ platform: 'android' })(m, p) : new Promise(() => {}),
    });
    return { win, shell };
  };

  it('times out with the default and the per-call timeout', async () => {
    vi.useFakeTimers();
    const { win } = silent();
    const bridge = createBridge(win, { timeoutMs: 5000 });
    const byDefault = rejection(bridge.rate());
    const perCall = rejection(bridge.rate({}, { timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(100);
    await expect(perCall).resolves.toBe('TIMEOUT');
    await vi.advanceTimersByTimeAsync(4900);
    await expect(byDefault).resolves.toBe('TIMEOUT');
  });

  it('defaults to 10 s, and timeoutMs 0 waits for ever', async () => {
    vi.useFakeTimers();
    const { win } = silent();
    const bridge = createBridge(win);
    let settled = '';
    void rejection(bridge.rate()).then((s) => {
      settled = s;
    });
    let never = '';
    void rejection(bridge.rate({}, { timeoutMs: 0 })).then((s) => {
      never = s;
    });
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('TIMEOUT');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(never).toBe('');
  });

  it('drops the late reply of a timed-out call', async () => {
    const { win, shell } = silent();
    const diagnostics: Diagnostic[] = [];
    const bridge = createBridge(win, { sessionId: 's', onDiagnostic: (d) => diagnostics.push(d) });
    await expect(rejection(bridge.rate({}, { timeoutMs: 10 }))).resolves.toBe('TIMEOUT');
    shell.receive({ bridge: 1, session: 's', id: 2, ok: true, result: { shown: true } });
    expect(diagnostics.map((d) => d.code)).toEqual(['unknown']);
  });

  it('cancels a sent call when its signal aborts', async () => {
    const { win } = silent();
    const bridge = createBridge(win);
    const controller = new AbortController();
    const call = rejection(bridge.rate({}, { signal: controller.signal }));
    await bridge.ready;
    controller.abort();
    await expect(call).resolves.toBe('CANCELLED');
  });

  it('sends nothing for an already aborted signal, or one that aborts while queued', async () => {
    vi.useFakeTimers();
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'android', appearAfterMs: 100 });
    const bridge = createBridge(win);
    const early = rejection(bridge.rate({}, { signal: AbortSignal.abort() }));
    const controller = new AbortController();
    const queued = rejection(bridge.rate({}, { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(200);
    await expect(early).resolves.toBe('CANCELLED');
    await expect(queued).resolves.toBe('CANCELLED');
    expect(shell.calls.map((c) => c.method)).toEqual(['hello']);
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
