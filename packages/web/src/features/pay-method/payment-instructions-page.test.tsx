import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { brandConfig } from '../../config';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { VCODE_CALL } from './calls';
import { PaymentInstructionsPage } from './payment-instructions-page';
import { vcodeSpecParams } from './sandbox/vcode-fixtures';
import { usePayChoice } from './stores/pay-choice-store';

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture = 'bank', query = 'productId=1&orderId=1001&amount=501000') {
  n += 1;
  deviceId = `va-unit-${n}`;
  chooseFixtures(deviceId, { vcode: fixture });
  return renderRoute(
    `/#/that?${query}&deviceId=${deviceId}&token=t&languageType=2`,
    <PaymentInstructionsPage />,
    { language: 'id-ID' },
  );
}

function vcodeParams(): Record<string, string> {
  const call = device(deviceId).requests.find((r) => r.path === VCODE_CALL.path);
  if (!call) throw new Error('generate-vcode was not called');
  return vcodeSpecParams(call.params);
}

beforeEach(() => usePayChoice.getState().startFresh());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('virtual account (/that)', () => {
  it('asks for the default method on a fresh repayment, with exactly the specified parameters', async () => {
    await open();
    expect((await screen.findByTestId('va-number')).textContent).toMatch(/^8\d+$/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pelunasan');
    expect(vcodeParams()).toEqual({
      productId: '1',
      orderId: '1001',
      amount: '501000',
      payCode: '',
      pay_type: '',
      is_default: '1',
      is_display: '0',
      specific_num: '',
    });
    expect(screen.getByTestId('va-total').textContent).toContain('Rp501.000');
    expect(screen.getByTestId('va-method').textContent).toContain('BCA · ATM');
    expect(screen.getByText('Masukkan kartu ATM dan PIN')).toBeTruthy();
    expect(screen.getByText('+62 21 5550 100')).toBeTruthy();
  });

  it('a fresh repayment (fresh=1) shows the default method at once, whatever was chosen before', async () => {
    usePayChoice.getState().choose({ payType: '2', payCode: 'INDOMARET', methodIndex: null });
    await open('bank', 'productId=1&orderId=1001&amount=501000&fresh=1');
    await screen.findByTestId('va-number');
    expect(vcodeParams()).toMatchObject({ payCode: '', pay_type: '', is_default: '1' });
    expect(usePayChoice.getState()).toMatchObject({ payType: '', isDefault: 1 });
    // The flag leaves the address, so a reload or the way back from the choice keeps the choice.
    await waitFor(() =>
      expect(window.location.hash).toBe('#/that?productId=1&orderId=1001&amount=501000'),
    );
    // "Tap to change" leads to the choice, which brings the borrower back here.
    await userEvent.setup().click(screen.getByTestId('va-method'));
    expect(window.location.hash).toBe(
      '#/individual?productId=1&orderId=1001&amount=501000&from=that',
    );
  });

  it('sends the stored choice (method number without the offset) and the display flag', async () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'MANDIRI', methodIndex: 2 });
    await open('bank', 'productId=1&orderId=1001&amount=501000&display=1');
    await screen.findByTestId('va-number');
    expect(vcodeParams()).toEqual({
      productId: '1',
      orderId: '1001',
      amount: '501000',
      payCode: 'MANDIRI',
      pay_type: '1',
      is_default: '0',
      is_display: '1',
      specific_num: '2',
    });
    expect(screen.getByTestId('va-method').textContent).toContain('MANDIRI · InternetBank');
    expect(
      within(screen.getByTestId('va-steps'))
        .getByRole('button', { name: /InternetBank/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('Konfirmasi dengan token')).toBeTruthy();
  });

  it('display mode (display=1) shows the issued account with its note, and the method cannot be changed', async () => {
    await open('bank', 'productId=1&orderId=1001&amount=501000&display=1');
    await screen.findByTestId('va-number');
    expect(screen.getByTestId('va-display-note').textContent).toContain('Hanya tampilan');
    expect(screen.getByTestId('va-method').textContent).not.toContain('Ketuk untuk mengganti');
    await userEvent.setup().click(screen.getByTestId('va-method'));
    expect(window.location.hash).toContain('#/that?');
    expect(screen.getByTestId('va-copy')).toBeTruthy();
    expect(screen.getByTestId('va-paid')).toBeTruthy();
  });

  it('without display mode there is no note and the method is offered for change', async () => {
    await open();
    await screen.findByTestId('va-number');
    expect(screen.queryByTestId('va-display-note')).toBeNull();
    expect(screen.getByTestId('va-method').textContent).toContain('Ketuk untuk mengganti');
  });

  it('sends the amount without separators when a link passes it grouped', async () => {
    await open('bank', 'productId=1&orderId=1001&amount=1.500.000');
    await screen.findByTestId('va-number');
    expect(vcodeParams().amount).toBe('1500000');
  });

  it("shows the mini-market steps and falls back to the brand's phone", async () => {
    await open('market');
    await screen.findByTestId('va-number');
    expect(screen.getByText('Kode pembayaran')).toBeTruthy();
    expect(screen.getByText('Tunjukkan kode pembayaran kepada kasir')).toBeTruthy();
    expect(screen.getByText(brandConfig.servicePhone.ID)).toBeTruthy();
  });

  it("opens the tip on 'TELAH MEMBAYAR'; BATAL and YA only close it", async () => {
    await open();
    await screen.findByTestId('va-number');
    const user = userEvent.setup();
    const before = device(deviceId).requests.length;
    await user.click(screen.getByTestId('va-paid'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Pembayaran Anda akan dikonfirmasi secepatnya.');
    await user.click(within(dialog).getByRole('button', { name: 'BATAL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByTestId('va-paid'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(device(deviceId).requests.length).toBe(before);
    expect(window.location.hash.startsWith('#/that')).toBe(true);
  });

  it('copies the account number with the Clipboard API, or the fallback', async () => {
    await open();
    const number = (await screen.findByTestId('va-number')).textContent ?? '';
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByTestId('va-copy'));
    expect(writeText).toHaveBeenCalledWith(number);
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toContain('Berhasil disalin');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(screen.getByTestId('va-copy'));
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('changes the method on the choice page and files complaints for the order', async () => {
    await open();
    await screen.findByTestId('va-number');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('va-complaint'));
    expect(window.location.hash).toBe('#/complaint?orderNo=1001');
    // The borrower comes back from the complaint page (the helper renders this page at any route).
    act(() => window.history.back());
    await waitFor(() =>
      expect(window.location.hash).toBe('#/that?productId=1&orderId=1001&amount=501000'),
    );
    await user.click(await screen.findByTestId('va-method'));
    expect(window.location.hash).toBe(
      '#/individual?productId=1&orderId=1001&amount=501000&from=that',
    );
  });

  it('calls through the shell', async () => {
    const call = vi.spyOn(bridge, 'call').mockResolvedValue(undefined);
    await open();
    await screen.findByTestId('va-number');
    await userEvent.setup().click(screen.getByText('+62 21 5550 100'));
    expect(call).toHaveBeenCalledWith({ phone: '+62 21 5550 100' });
  });

  it('says what failed, keeps the choice and retries', async () => {
    usePayChoice.getState().choose({ payType: '2', payCode: 'INDOMARET', methodIndex: null });
    chooseFixtures(`va-unit-${n + 1}`, { vcode: 'bank' });
    device(`va-unit-${n + 1}`).faults = [
      { endpoint: '/v3/loan-details/generate-vcode', drop: true, times: 1 },
    ];
    await open();
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getAllByRole('button')[0] as HTMLElement);
    expect((await screen.findByTestId('va-number')).textContent).toMatch(/^IND/);
    expect(usePayChoice.getState()).toMatchObject({
      payType: '2',
      payCode: 'INDOMARET',
      isDefault: 0,
    });
  });
});
