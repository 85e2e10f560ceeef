import { describe, expect, it, vi } from 'vitest';
import { bridge } from './bridge';
import { openServerUrl } from './open-server-url';

function fakeWindow() {
  const assign = vi.fn();
  return {
    win: { location: { href: 'https://h5.example/#/x', assign } } as unknown as Window,
    assign,
  };
}

describe('openServerUrl', () => {
  it('loads our own origin in the page', async () => {
    const { win, assign } = fakeWindow();
    expect(await openServerUrl('https://h5.example/pay', win)).toBe('web');
    expect(assign).toHaveBeenCalledWith('https://h5.example/pay');
  });

  it('opens another https origin in the system browser through openPage, never in the webview', async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    expect(await openServerUrl('https://lender.example/pay', win)).toBe('browser');
    expect(openPage).toHaveBeenCalledWith({ url: 'https://lender.example/pay' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("hands the brand's app scheme to the shell through openPage", async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    expect(await openServerUrl('rupiahku://product/9', win)).toBe('native');
    expect(openPage).toHaveBeenCalledWith({ url: 'rupiahku://product/9' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses plain http elsewhere, script, data and other schemes without touching page or shell', async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage');
    openPage.mockClear();
    for (const bad of [
      'http://lender.example/pay',
      'javascript:alert(1)',
      'data:text/html,x',
      'intent://x',
      '',
    ]) {
      expect(await openServerUrl(bad, win)).toBe('refused');
    }
    expect(assign).not.toHaveBeenCalled();
    expect(openPage).not.toHaveBeenCalled();
  });

  it('drops the identity keys from every URL it opens: page, browser and shell', async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    expect(
      await openServerUrl(
        'https://h5.example/?gid=g-B#/repay?orderId=1&token=T2&deviceId=d-2',
        win,
      ),
    ).toBe('web');
    expect(assign).toHaveBeenCalledWith('https://h5.example/#/repay?orderId=1');
    expect(await openServerUrl('https://lender.example/pay?token=T2&x=1&languageType=1', win)).toBe(
      'browser',
    );
    expect(openPage).toHaveBeenLastCalledWith({ url: 'https://lender.example/pay?x=1' });
    expect(await openServerUrl('rupiahku://product/9?deviceId=d-2&id=9', win)).toBe('native');
    expect(openPage).toHaveBeenLastCalledWith({ url: 'rupiahku://product/9?id=9' });
  });
});
