import { describe, expect, it } from 'vitest';
import { type IpcSender, permissionAllowed, trustedSender } from './ipc-policy';

const APP = 'http://127.0.0.1:5171/';
const PANEL = 'http://127.0.0.1:5170/';

describe('Electron permissions', () => {
  it('deny everything by default', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'hid',
      'usb',
      'serial',
      'openExternal',
      'fullscreen',
      'unknown',
    ])
      expect(
        permissionAllowed(permission, { requestingUrl: `${APP}#/repay`, isMainFrame: true }, APP),
        permission,
      ).toBe(false);
  });

  it("grant clipboard writes to the app's own main frame only", () => {
    const write = 'clipboard-sanitized-write';
    expect(permissionAllowed(write, { requestingUrl: `${APP}#/pay`, isMainFrame: true }, APP)).toBe(
      true,
    );
    expect(
      permissionAllowed(write, { requestingUrl: `${APP}#/pay`, isMainFrame: false }, APP),
    ).toBe(false);
    expect(
      permissionAllowed(write, { requestingUrl: 'https://evil.example/', isMainFrame: true }, APP),
    ).toBe(false);
    expect(permissionAllowed(write, { requestingUrl: PANEL, isMainFrame: true }, APP)).toBe(false);
    expect(permissionAllowed(write, { isMainFrame: true }, APP)).toBe(false);
  });
});

describe('the IPC sender check', () => {
  const panelView = { id: 'panel' };
  const deviceView = { id: 'device' };
  const main = (url: string) => ({ url, parent: null });
  const event = (sender: unknown, frame: IpcSender['senderFrame']): IpcSender => ({
    sender,
    senderFrame: frame,
  });

  it("takes the panel's own main frame on the panel origin", () => {
    expect(
      trustedSender(event(panelView, main(`${PANEL}?host=electron`)), [panelView], PANEL),
    ).toBe(true);
  });

  it('refuses another view, an iframe, another origin, or a frame that is gone', () => {
    expect(trustedSender(event(deviceView, main(PANEL)), [panelView], PANEL)).toBe(false);
    expect(
      trustedSender(event(panelView, { url: PANEL, parent: main(PANEL) }), [panelView], PANEL),
    ).toBe(false);
    expect(trustedSender(event(panelView, main('https://evil.example/')), [panelView], PANEL)).toBe(
      false,
    );
    expect(
      trustedSender(event(panelView, main('http://127.0.0.1:5172/')), [panelView], PANEL),
    ).toBe(false);
    expect(trustedSender(event(panelView, null), [panelView], PANEL)).toBe(false);
    expect(trustedSender(event(panelView, undefined), [panelView], PANEL)).toBe(false);
  });

  it("takes a device view's main frame on the app origin only", () => {
    expect(trustedSender(event(deviceView, main(`${APP}#/x`)), [deviceView], APP)).toBe(true);
    expect(trustedSender(event(deviceView, main(PANEL)), [deviceView], APP)).toBe(false);
  });
});
