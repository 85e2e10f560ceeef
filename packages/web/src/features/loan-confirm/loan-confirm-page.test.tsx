import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge, openServerUrl } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { LoanConfirmPage } from './loan-confirm-page';

// jsdom cannot leave the page: record where server URLs would have taken the borrower instead.
// The module itself is mocked, so openTarget inside lib/bridge sees the mock too.
vi.mock('../../lib/bridge/open-server-url', () => ({
  openServerUrl: vi.fn(async () => 'web'),
}));

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture: string, options: { languageType?: string; query?: string } = {}) {
  n += 1;
  deviceId = `confirm-unit-${n}`;
  chooseFixtures(deviceId, { confirm: fixture });
  const query = options.query ?? 'productId=1';
  await renderRoute(
    `/#/loanConfirm?${query}&deviceId=${deviceId}&token=t&languageType=${options.languageType ?? '2'}`,
    <LoanConfirmPage />,
    { language: options.languageType === '1' ? 'en-IN' : 'id-ID' },
  );
}

const loaded = () => screen.findByTestId('confirm-submit');
const requests = (path: string) => device(deviceId).requests.filter((r) => r.path === path);
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('loan confirmation', () => {
  it('shows amount, term, rate, detail lines, the plan and the note', async () => {
    await open('plain');
    await loaded();
    expect(screen.getByTestId('confirm-amount').textContent).toBe('Rp1.500.000');
    expect(screen.getByTestId('confirm-term').textContent).toBe('91 hari');
    expect(screen.getByTestId('confirm-rate').textContent).toBe('0,05% per hari');
    expect(within(screen.getByTestId('confirm-details')).getByText('Rp1.425.000')).toBeTruthy();
    expect(within(screen.getByTestId('confirm-plan')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('BCA •••• 4321')).toBeTruthy();
    expect(screen.getByTestId('confirm-note').textContent).toContain('separuh tenor');
    expect(screen.queryByTestId('confirm-agreement-modal')).toBeNull();
  });

  it('is ticked by default; unticked, the confirm button is inactive and nothing is sent', async () => {
    await open('plain');
    const submit = await loaded();
    const tick = screen.getByTestId('confirm-agree') as HTMLInputElement;
    expect(tick.checked).toBe(true);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(tick);
    expect(tick.checked).toBe(false);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(submit);
    expect(requests('/v3/loan-confirm/loan-detail-push')).toHaveLength(0);
    await userEvent.click(tick);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('pushes the loan with the V3 marker, confirms the tracking event, then opens the details with from=confirm', async () => {
    const track = vi.spyOn(bridge, 'trackConfirm').mockResolvedValue(undefined);
    await open('plain');
    await userEvent.click(await loaded());
    await waitFor(() =>
      expect(window.location.hash).toBe('#/loanDetails?productId=1&orderId=1001&from=confirm'),
    );
    const push = requests('/v3/loan-confirm/loan-detail-push');
    expect(push).toHaveLength(1);
    expect(push[0]?.params).toMatchObject({
      amount: '1500000',
      periods: '91',
      termUnit: '1',
      productId: '1',
      isV3: '1',
    });
    expect(track).toHaveBeenCalledWith({
      event: 'loan_confirm',
      params: { amount: '1500000', periods: '91', termUnit: '1', productId: '1' },
    });
  });

  it('a refused push keeps the borrower here with the server message', async () => {
    await open('plain');
    device(deviceId).faults = [
      {
        endpoint: '/v3/loan-confirm/loan-detail-push',
        code: '2001',
        message: 'Limit pinjaman tidak cukup',
      },
    ];
    await userEvent.click(await loaded());
    await waitFor(() => expect(toasts()).toContain('Limit pinjaman tidak cukup'));
    expect(window.location.hash).toContain('#/loanConfirm');
    expect((screen.getByTestId('confirm-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('after a push whose details link cannot be opened, it says the loan was submitted and sends nothing twice', async () => {
    vi.mocked(openServerUrl).mockResolvedValueOnce('refused');
    await open('external-details');
    const submit = (await loaded()) as HTMLButtonElement;
    await userEvent.click(submit);
    await waitFor(() =>
      expect(toasts()).toContain(
        'Pinjaman Anda sudah diajukan. Pantau statusnya di daftar pinjaman aplikasi.',
      ),
    );
    expect(vi.mocked(openServerUrl)).toHaveBeenCalledWith(
      'https://h5.partner.example/#/loanDetails?orderId=1001&from=confirm',
    );
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('Terkirim');
    await userEvent.click(submit);
    expect(requests('/v3/loan-confirm/loan-detail-push')).toHaveLength(1);
  });

  it('a dropped push is checked again with the same key and told; still down, a tap reuses the key', async () => {
    await open('plain');
    const PUSH = '/v3/loan-confirm/loan-detail-push';
    device(deviceId).faults = [{ endpoint: PUSH, drop: true, times: 3 }];
    await userEvent.click(await loaded());
    await waitFor(() =>
      expect(toasts()).toContain('Kami sedang memeriksa apakah permintaan Anda sudah diproses…'),
    );
    await waitFor(
      () => expect(toasts().some((t) => t?.includes('belum bisa memastikan'))).toBe(true),
      {
        timeout: 10_000,
      },
    );
    expect(window.location.hash).toContain('#/loanConfirm');
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(window.location.hash).toContain('#/loanDetails'));
    const keys = device(deviceId)
      .requests.filter((r) => r.path === PUSH)
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('an agreement link asks contract-jump (scene 3, position, order id, marker) and opens contract_url safely', async () => {
    await open('plain', { query: 'productId=1&orderId=77' });
    await loaded();
    const links = await screen.findAllByTestId('confirm-agreement-link');
    expect(links.map((l) => l.textContent)).toEqual([
      '“Perjanjian Pinjaman”',
      '“Kebijakan Privasi”',
    ]);
    await userEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(openServerUrl).toHaveBeenCalled());
    expect(requests('/v3/contract/contract')[0]?.params).toMatchObject({
      productId: '1',
      scene: '3',
    });
    expect(requests('/v3/contract/contract-jump')[0]?.params).toMatchObject({
      productId: '1',
      scene: '3',
      position: '1',
      orderId: '77',
      isV3: '1',
    });
    expect(vi.mocked(openServerUrl).mock.calls[0]?.[0]).toMatch(
      /^http:\/\/.+\/volleys\/sandbox\/agreement\?doc=1&market=ID$/,
    );
  });

  it('shows the agreement modal for language type 1 only; Cancel closes the webview, Agree closes the modal', async () => {
    const close = vi.spyOn(bridge, 'closeWebview').mockResolvedValue(undefined);
    await open('agreement-popup', { languageType: '2' });
    await loaded();
    expect(screen.queryByTestId('confirm-agreement-modal')).toBeNull();
    cleanup();

    await open('agreement-popup', { languageType: '1' });
    const modal = await screen.findByTestId('confirm-agreement-modal');
    const frame = modal.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('src')).toMatch(
      /\/volleys\/sandbox\/agreement\?doc=loan&market=IN$/,
    );
    await userEvent.click(within(modal).getByTestId('confirm-agreement-cancel'));
    expect(close).toHaveBeenCalledWith({});
    await userEvent.click(within(modal).getByTestId('confirm-agreement-agree'));
    expect(screen.queryByTestId('confirm-agreement-modal')).toBeNull();
    expect(screen.getByTestId('confirm-amount').textContent).toBe('₹15,000');
    expect(screen.getByTestId('confirm-term').textContent).toBe('91 days');
  });

  it('shows the server pop-up (isPopType 1) with its title and content', async () => {
    await open('pop-type');
    const pop = await screen.findByTestId('confirm-pop');
    expect(within(pop).getByRole('heading').textContent).toBe('Perhatian');
    expect(pop.textContent).toContain('Pastikan nomor rekening Anda benar');
    await userEvent.click(within(pop).getByTestId('confirm-pop-ok'));
    expect(screen.queryByTestId('confirm-pop')).toBeNull();
  });

  it('a failed load shows the reason with a retry', async () => {
    n += 1;
    deviceId = `confirm-unit-${n}`;
    device(deviceId).faults = [
      { endpoint: '/v3/loan-confirm/loan-detail-confirm', status: 500, times: 1 },
    ];
    await renderRoute(
      `/#/loanConfirm?productId=1&deviceId=${deviceId}&token=t&languageType=1`,
      <LoanConfirmPage />,
    );
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('error 500');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await loaded();
  });
});

describe('loan confirmation: agreements that cannot be loaded', () => {
  it('keeps the confirm button inactive until the agreements are shown, with a retry', async () => {
    n += 1;
    deviceId = `confirm-unit-${n}`;
    // Twice: the page's first request and the agreement section's refetch when it mounts.
    device(deviceId).faults = [{ endpoint: '/v3/contract/contract', drop: true, times: 2 }];
    await renderRoute(
      `/#/loanConfirm?productId=1&deviceId=${deviceId}&token=t&languageType=1`,
      <LoanConfirmPage />,
    );
    const submit = (await loaded()) as HTMLButtonElement;
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(submit.disabled).toBe(true);
    await userEvent.click(retry);
    await screen.findAllByTestId('confirm-agreement-link');
    expect(submit.disabled).toBe(false);
  });
});
