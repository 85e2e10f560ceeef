import { describe, expect, it, vi } from 'vitest';
import { jsdomWindow, stubWindow } from '../test/windows.js';
import { createBridge } from './bridge.js';
import type { FallbackOptions } from './web-fallbacks.js';

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { code: string }) => e.code,
  );

// No shell, no wait: every call takes its web fallback.
const web = (fallback: FallbackOptions = {}, href?: string, historyLength?: number) => {
  const stub = stubWindow(href, historyLength);
  const bridge = createBridge(stub.window, { readyTimeoutMs: 0, fallback });
  return { ...stub, bridge };
};

describe('web fallbacks (no shell)', () => {
  it('marks the page as web', async () => {
    const { bridge, win } = web();
    expect(bridge.platform).toBe('web');
    expect(win.document.documentElement.dataset.bridge).toBe('web');
    await expect(bridge.hello({ contract: 1 })).resolves.toEqual({
      contract: 1,
      platform: 'web',
      appVersion: '',
      methods: [],
    });
  });

  it('openPage by URL: same-origin and https load in the page, plain http elsewhere is refused', async () => {
    const { bridge, win } = web();
    await bridge.openPage({ url: '#/repay?orderId=1' });
    await bridge.openPage({ url: '/about' });
    await bridge.openPage({ url: 'https://partner.example/x', title: 'Partner' });
    await expect(code(bridge.openPage({ url: 'http://partner.example/x' }))).resolves.toBe(
      'INVALID_ARGS',
    );
    await expect(code(bridge.openPage({ url: '//partner.example/x' }))).resolves.toBe('resolved');
    expect(win.location.assign.mock.calls).toEqual([
      ['https://app.example/#/repay?orderId=1'],
      ['https://app.example/about'],
      ['https://partner.example/x'],
      ['https://partner.example/x'],
    ]);
  });

  it('openPage by URL: only the brand scheme reaches the app (none here), others are refused', async () => {
    const { window: w, win } = stubWindow();
    const bridge = createBridge(w, { readyTimeoutMs: 0, schemes: ['rupiahku'] });
    await expect(code(bridge.openPage({ url: 'rupiahku://product/1' }))).resolves.toBe(
      'UNSUPPORTED',
    );
    for (const url of [
      'weixin://dl/business',
      'intent://x#Intent;end',
      'file:///etc/hosts',
      'ws://a.example',
    ]) {
      await expect(code(bridge.openPage({ url }))).resolves.toBe('INVALID_ARGS');
    }
    await expect(code(bridge.openPage({ url: 'JavaScript:alert(1)' }))).resolves.toBe(
      'INVALID_ARGS',
    );
    await expect(code(bridge.openPage({ url: ' data:text/html,hi' }))).resolves.toBe(
      'INVALID_ARGS',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('openPage by route: the configured web page with its query, else UNSUPPORTED', async () => {
    const { bridge, win } = web({ routes: { repay: '#/repay', aboutUs: '#/aboutUs?x=1' } });
    await bridge.openPage({ route: 'repay', query: { orderId: 'o 1', productId: 'p&2' } });
    await bridge.openPage({ route: 'aboutUs', query: { lang: 'id' } });
    await bridge.openPage({ route: 'repay', url: undefined });
    expect(win.location.assign.mock.calls).toEqual([
      ['#/repay?orderId=o+1&productId=p%262'],
      ['#/aboutUs?x=1&lang=id'],
      ['#/repay'],
    ]);
    const error = await bridge.openPage({ route: 'bindCard' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNSUPPORTED', method: 'openPage' });
  });

  it('closeWebview goes back when there is history, else home', async () => {
    const withHistory = web({}, undefined, 3);
    await withHistory.bridge.closeWebview();
    expect(withHistory.win.history.back).toHaveBeenCalledOnce();
    expect(withHistory.win.location.assign).not.toHaveBeenCalled();
    const fresh = web({ homeUrl: '#/start' });
    await fresh.bridge.closeWebview({});
    expect(fresh.win.history.back).not.toHaveBeenCalled();
    expect(fresh.win.location.assign).toHaveBeenCalledWith('#/start');
  });

  it('goHome and goMine go home ("#/" unless configured)', async () => {
    const { bridge, win } = web();
    await bridge.goHome();
    await bridge.goMine();
    expect(win.location.assign.mock.calls).toEqual([['#/'], ['#/']]);
  });

  it('logout forgets the identity, then goes to the login route', async () => {
    const order: string[] = [];
    const { bridge, win } = web({
      homeUrl: '#/',
      loginUrl: '#/login',
      forgetIdentity: () => order.push('forget'),
    });
    win.location.assign.mockImplementation((url) => {
      order.push(url);
    });
    await bridge.logout();
    expect(order).toEqual(['forget', '#/login']);
    const noLogin = web({ homeUrl: '#/h' });
    await noLogin.bridge.logout();
    expect(noLogin.win.location.assign).toHaveBeenCalledWith('#/h');
  });

  it('call opens a tel: link with only + and digits', async () => {
    const { bridge, clicked } = web();
    await bridge.call({ phone: ' +62 (21) 555-0100 ext' });
    expect(clicked).toEqual(['tel:+62215550100']);
    for (const phone of ['*#06#', '0215550100,1', '0215550100;1', '+62#1'])
      await expect(code(bridge.call({ phone }))).resolves.toBe('INVALID_ARGS');
    expect(clicked).toHaveLength(1);
  });

  it('call works in a real DOM', async () => {
    const win = jsdomWindow();
    const bridge = createBridge(win, { readyTimeoutMs: 0 });
    const links: string[] = [];
    // jsdom cannot follow tel: links; record them instead.
    const click = vi.spyOn(win.HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push(this.href);
    });
    await bridge.call({ phone: '0812-3456-789' });
    expect(click).toHaveBeenCalledOnce();
    expect(links).toEqual(['tel:08123456789']);
  });

  it('rate shows nothing', async () => {
    await expect(web().bridge.rate()).resolves.toEqual({ shown: false });
  });

  it('trackConfirm beacons to the tracking URL, or does nothing', async () => {
    const tracked = web({ trackingUrl: 'https://t.example/e' });
    await tracked.bridge.trackConfirm({ event: 'confirm', params: { amount: 5, id: 'x' } });
    expect(tracked.win.navigator.sendBeacon).toHaveBeenCalledWith(
      'https://t.example/e',
      '{"event":"confirm","params":{"amount":5,"id":"x"}}',
    );
    const untracked = web();
    await expect(untracked.bridge.trackConfirm({ event: 'confirm' })).resolves.toBeUndefined();
    expect(untracked.win.navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('bankStart is UNSUPPORTED, bankEnd does nothing', async () => {
    const { bridge } = web();
    await expect(bridge.bankStart({ orderId: 'o' })).rejects.toMatchObject({
      code: 'UNSUPPORTED',
      method: 'bankStart',
    });
    await expect(bridge.bankEnd({ ok: false })).resolves.toBeUndefined();
  });

  it('turns an unexpected fallback failure into UNSUPPORTED', async () => {
    const { bridge, win } = web();
    win.location.assign.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(bridge.goHome()).rejects.toMatchObject({ code: 'UNSUPPORTED', method: 'goHome' });
  });
});
