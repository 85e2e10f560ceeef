import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { BridgeError, bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { AddNormalCardPage } from './add-normal-card-page';

useSandbox();

type BankResult = (data: { ok: boolean; orderId?: string }) => void;

async function open() {
  const handlers: BankResult[] = [];
  vi.spyOn(bridge, 'on').mockImplementation(((event: string, handler: BankResult) => {
    if (event === 'bankResult') handlers.push(handler);
    return () => undefined;
  }) as typeof bridge.on);
  await renderRoute(
    '/#/addnormalcard?orderId=1001&productId=1&deviceId=addcard-unit&token=t&languageType=2&lang=zh-CN',
    <AddNormalCardPage />,
    { language: 'id-ID' },
  );
  await screen.findByTestId('legacy-bind');
  return { emit: (data: { ok: boolean }) => handlers.at(-1)?.(data) };
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('card binding (/addnormalcard)', () => {
  it('starts the bank flow, ends it on the result and goes back to the repayment', async () => {
    const start = vi.spyOn(bridge, 'bankStart').mockResolvedValue(undefined);
    const end = vi.spyOn(bridge, 'bankEnd').mockResolvedValue(undefined);
    const shell = await open();
    await userEvent.setup().click(screen.getByTestId('legacy-bind'));
    expect(start).toHaveBeenCalledWith({ orderId: '1001', productId: '1' });
    expect(await screen.findByText('请在银行页面完成绑卡')).toBeTruthy();
    shell.emit({ ok: false });
    expect(end).toHaveBeenCalledWith({ orderId: '1001', productId: '1', ok: false });
    await waitFor(() => expect(toasts()).toContain('绑卡失败，请重试'));
    shell.emit({ ok: true });
    expect(end).toHaveBeenLastCalledWith({ orderId: '1001', productId: '1', ok: true });
    await waitFor(() =>
      expect(window.location.hash).toBe('#/borrowDetail/1001?productId=1&lang=zh-CN'),
    );
  });

  it('says the card is bound inside the app when there is no shell', async () => {
    // What the SDK's web fallback answers with no shell; said here, not left to whichever shell
    // another test file put on this worker's window (the app's bridge is one per worker).
    vi.spyOn(bridge, 'bankStart').mockRejectedValue(
      new BridgeError('UNSUPPORTED', 'no shell', 'bankStart'),
    );
    await open();
    await userEvent.setup().click(screen.getByTestId('legacy-bind'));
    await waitFor(() => expect(toasts()).toContain('请在 App 内绑定银行卡'));
  });
});
