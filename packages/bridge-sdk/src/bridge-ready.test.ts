import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsdomWindow, stubWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import type { BridgeError } from './errors.js';
import type { Diagnostic } from './options.js';
import { installFakeShell } from './testing/fake-shell.js';
import { defaultAnswer } from './testing/shell-rules.js';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: BridgeError) => e.code,
  );

afterEach(() => {
  vi.useRealTimers();
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
