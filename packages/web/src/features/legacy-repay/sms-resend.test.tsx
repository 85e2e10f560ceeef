import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { BorrowDetailPage } from './borrow-detail-page';

useSandbox();
const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('legacy SMS code: the 60 s resend countdown', () => {
  it('blocks resending for 60 s, then sends the code again for the same record and restarts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    chooseFixtures('sms-unit', { legacy: 'need-valid' });
    await renderRoute(
      '/#/borrowDetail/1001?productId=1&deviceId=sms-unit&token=t&languageType=2&lang=zh-CN',
      <BorrowDetailPage />,
      { pattern: '/borrowDetail/:orderId', language: 'id-ID' },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await screen.findByTestId('legacy-cards')).getByRole('radio'));
    await user.click(screen.getByTestId('legacy-pay'));
    const dialog = await screen.findByTestId('legacy-sms');
    const resend = within(dialog).getByTestId('legacy-sms-resend') as HTMLButtonElement;
    await user.type(within(dialog).getByTestId('legacy-sms-code'), '12');
    expect(resend.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^(30|31) 秒后重发$/);
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(resend.textContent).toBe('重新发送');
    await user.click(resend);
    await waitFor(() => expect(resend.disabled).toBe(true));
    const commits = device('sms-unit').requests.filter((r) => r.path === COMMIT);
    expect(commits).toHaveLength(2);
    expect(commits.map((r) => r.params.sendMsg)).toEqual(['1', '1']);
    expect((within(dialog).getByTestId('legacy-sms-code') as HTMLInputElement).value).toBe('12');
  });
});
