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
  it('loads http(s) in the page', async () => {
    const { win, assign } = fakeWindow();
    expect(await openServerUrl('https://lender.example/pay', win)).toBe('web');
    expect(assign).toHaveBeenCalledWith('https://lender.example/pay');
  });

  it('hands app schemes to the shell through openPage', async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    expect(await openServerUrl('loanapp://product/9', win)).toBe('native');
    expect(openPage).toHaveBeenCalledWith({ url: 'loanapp://product/9' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses script and data URLs without touching the page or the shell', async () => {
    const { win, assign } = fakeWindow();
    const openPage = vi.spyOn(bridge, 'openPage');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '']) {
      expect(await openServerUrl(bad, win)).toBe('refused');
    }
    expect(assign).not.toHaveBeenCalled();
    expect(openPage).not.toHaveBeenCalled();
  });
});
