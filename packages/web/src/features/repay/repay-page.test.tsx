import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFixtures, device, type Fault } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { RepayPage } from './repay-page';

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture: string, query = 'productId=1&orderId=1001', faults: Fault[] = []) {
  n += 1;
  deviceId = `repay-unit-${n}`;
  chooseFixtures(deviceId, { repay: fixture });
  device(deviceId).faults = faults;
  return renderRoute(
    `/#/repay?${query}&deviceId=${deviceId}&token=t&languageType=2`,
    <RepayPage />,
    { language: 'id-ID' },
  );
}

const periods = () => screen.getAllByTestId('instalment-period') as HTMLInputElement[];
const ticked = () => periods().map((p) => p.checked);
const total = () => screen.getByTestId('instalment-total').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('instalments (/repay)', () => {
  it('starts with the first pending period and follows the selection rules', async () => {
    await open('plan-3');
    await screen.findByText('RupiahKu Tunai');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Detail Tagihan');
    expect(ticked()).toEqual([true, false, false]);
    expect(total()).toBe('Rp525.000');
    const user = userEvent.setup();
    await user.click(periods()[2] as HTMLInputElement);
    expect(ticked()).toEqual([true, true, true]);
    // The three instalments add up to the order's total due.
    expect(total()).toBe('Rp1.575.000');
    await user.click(periods()[1] as HTMLInputElement);
    expect(ticked()).toEqual([true, false, false]);
    await user.click(periods()[0] as HTMLInputElement);
    expect(ticked()).toEqual([true, false, false]);
    await user.click(screen.getByTestId('instalment-select-all'));
    expect(ticked()).toEqual([true, true, true]);
    expect((screen.getByTestId('instalment-select-all') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('instalment-select-all'));
    expect(ticked()).toEqual([true, false, false]);
    expect(total()).toBe('Rp525.000');
  });

  it('folds the paid periods and pays the selected total and periods', async () => {
    await open('plan-6-partly-paid');
    await screen.findByText('RupiahKu Tunai');
    expect(periods()).toHaveLength(4);
    const user = userEvent.setup();
    const fold = screen.getByRole('button', { name: /Periode lunas \(2\)/ });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    await user.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('Lunas').length).toBeGreaterThanOrEqual(2);
    await user.click(periods()[1] as HTMLInputElement);
    expect(total()).toBe('Rp525.000');
    await user.click(screen.getByTestId('instalment-pay'));
    const target = new URLSearchParams(window.location.hash.split('?')[1]);
    // A fresh repayment shows the server's default method at once; the choice is one tap away.
    expect(window.location.hash.startsWith('#/that?')).toBe(true);
    expect(Object.fromEntries(target)).toMatchObject({
      productId: '1',
      orderId: '1001',
      amount: '525000',
      periods: '3,4',
      fresh: '1',
    });
  });

  it('does nothing when there is nothing to pay', async () => {
    await open('all-paid');
    await screen.findByText('Tidak ada tagihan');
    const pay = screen.getByTestId('instalment-pay') as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(total()).toBe('Rp0');
  });

  it('serves a single-period plan', async () => {
    await open('plan-1');
    await screen.findByText('RupiahKu Tunai');
    expect(ticked()).toEqual([true]);
    expect(total()).toBe('Rp1.575.000');
  });

  it('shows the server message for an unknown order', async () => {
    await open('plan-3', 'productId=1&orderId=999');
    expect((await screen.findByRole('alert')).textContent).toContain('Order 999 not found');
  });

  it('says a network failure happened and retries', async () => {
    await open('plan-3', undefined, [
      { endpoint: '/v3/installment/loan-play-detail', drop: true, times: 1 },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/\S/);
    expect(screen.queryByTestId('instalment-pay')).toBeNull();
    await userEvent.setup().click(alert.querySelector('button') as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('instalment-period')).toHaveLength(3));
  });

  it('asks for the order when the URL has none', async () => {
    await open('plan-3', 'productId=1');
    expect((await screen.findByRole('alert')).textContent).toContain('pesanan tidak ditemukan');
  });
});
