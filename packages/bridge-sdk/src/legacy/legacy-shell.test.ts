import { describe, expect, it } from 'vitest';
import { jsdomWindow, stubWindow } from '../../test/windows.js';
import { createBridge } from '../bridge.js';
import { DEFAULT_LEGACY_TABLE } from '../contract/methods.js';
import { installFakeShell } from '../testing/fake-shell.js';
import { legacyShell, parseLegacy } from './legacy-shell.js';

describe('parseLegacy', () => {
  it('reads signatures, and gives bare names the default arguments', () => {
    expect(
      parseLegacy({
        call: 'dial',
        openPage: ' openUrl ( url , title? ) ',
        rate: 'grade()',
        trackConfirm: 'track',
      }),
    ).toEqual({
      call: { name: 'dial', args: ['phone'] },
      openPage: { name: 'openUrl', args: ['url', 'title?'] },
      rate: { name: 'grade', args: [] },
      trackConfirm: { name: 'track', args: [] },
    });
  });

  it('reads the default table', () => {
    expect(parseLegacy(DEFAULT_LEGACY_TABLE)).toEqual({
      closeWebview: { name: 'closeSyn', args: [] },
      goHome: { name: 'jumpToHome', args: [] },
      goMine: { name: 'jumpToUserCenter', args: [] },
      logout: { name: 'jumpToLogin', args: [] },
      call: { name: 'callPhoneMethod', args: ['phone'] },
      rate: { name: 'toGrade', args: [] },
      openPage: { name: 'openUrl', args: ['url'] },
    });
  });
});

describe('protocol legacy', () => {
  it.each(['android', 'ios'] as const)(
    '%s: one function per method, string arguments, no replies',
    async (platform) => {
      const win = jsdomWindow();
      const shell = installFakeShell(win, {
        platform,
        protocol: 'legacy',
        legacy: { trackConfirm: 'track(event, params?)', bankEnd: 'bankDone(ok, orderId?)' },
      });
      const bridge = createBridge(win, {
        legacy: legacyShell({
          trackConfirm: 'track(event, params?)',
          bankEnd: 'bankDone(ok, orderId?)',
        }),
      });
      expect(bridge.protocol).toBe('legacy');
      expect(bridge.platform).toBe(platform);
      await expect(bridge.ready).resolves.toEqual({
        contract: 1,
        platform,
        appVersion: '',
        methods: ['trackConfirm', 'bankEnd'],
      });
      await bridge.trackConfirm({ event: 'e', params: { n: 1 } });
      await bridge.trackConfirm({ event: 'f' });
      await bridge.bankEnd({ ok: true });
      expect(shell.wire).toEqual([
        { legacy: 'track', args: ['e', '{"n":1}'] },
        { legacy: 'track', args: ['f', ''] },
        { legacy: 'bankDone', args: ['true', ''] },
      ]);
      expect(shell.calls[0]).toEqual({
        method: 'trackConfirm',
        params: ['e', '{"n":1}'],
        name: 'track',
      });
    },
  );

  it('defaults to legacy when the legacy protocol is given, to message otherwise', () => {
    const legacy = legacyShell({});
    expect(createBridge(jsdomWindow(), { legacy, readyTimeoutMs: 0 }).protocol).toBe('legacy');
    expect(createBridge(jsdomWindow(), { readyTimeoutMs: 0 }).protocol).toBe('message');
    expect(
      createBridge(jsdomWindow(), { legacy, protocol: 'message', readyTimeoutMs: 0 }).protocol,
    ).toBe('message');
  });

  it('finds no legacy shell without the legacy protocol: the web fallbacks answer', async () => {
    const win = jsdomWindow();
    const shell = installFakeShell(win, { platform: 'android', protocol: 'legacy' });
    const bridge = createBridge(win, { protocol: 'legacy', readyTimeoutMs: 0 });
    await expect(bridge.ready).resolves.toMatchObject({ platform: 'web', methods: [] });
    await expect(bridge.rate()).resolves.toEqual({ shown: false });
    expect(shell.wire).toEqual([]);
  });

  it('uses the web fallback for methods the table or the shell lacks, and for missing arguments', async () => {
    const { window, win } = stubWindow();
    const shell = installFakeShell(window, {
      platform: 'android',
      protocol: 'legacy',
      methods: ['call'],
    });
    const bridge = createBridge(window, {
      legacy: legacyShell(),
      fallback: { homeUrl: '#/h', routes: { repay: '#/repay' } },
    });
    await bridge.ready;
    expect(bridge.isSupported('call')).toBe(true);
    expect(bridge.isSupported('goHome')).toBe(false);
    expect(bridge.isSupported('bankStart')).toBe(false);
    await bridge.goHome();
    await bridge.openPage({ route: 'repay' });
    await expect(bridge.rate()).resolves.toEqual({ shown: false });
    await bridge.call({ phone: '123' });
    expect(win.location.assign.mock.calls).toEqual([['#/h'], ['#/repay']]);
    expect(shell.wire).toEqual([{ legacy: 'callPhoneMethod', args: ['123'] }]);
  });

  it('resolves rate as shown once handed to a legacy shell', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'ios', protocol: 'legacy' });
    const bridge = createBridge(win, { legacy: legacyShell() });
    await expect(bridge.rate()).resolves.toEqual({ shown: true });
  });

  it('recognises a legacy iOS shell by any handler of the table', () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'ios', protocol: 'legacy', methods: ['rate'] });
    expect(createBridge(win, { legacy: legacyShell() }).platform).toBe('ios');
    const other = jsdomWindow();
    installFakeShell(other, { platform: 'ios', protocol: 'legacy', methods: ['rate'] });
    expect(
      createBridge(other, { legacy: legacyShell({ call: 'dial' }), readyTimeoutMs: 0 }).platform,
    ).toBe('web');
  });

  it('reports a legacy function that throws and rejects with NATIVE_ERROR', async () => {
    const win = jsdomWindow();
    installFakeShell(win, { platform: 'android', protocol: 'legacy' });
    (win as unknown as { nativeMethod: Record<string, () => void> }).nativeMethod.toGrade = () => {
      throw new Error('Java exception');
    };
    const codes: string[] = [];
    const bridge = createBridge(win, {
      legacy: legacyShell(),
      onDiagnostic: (d) => codes.push(d.code),
    });
    await expect(bridge.rate()).rejects.toMatchObject({ code: 'NATIVE_ERROR' });
    expect(codes).toEqual(['send']);
  });
});
