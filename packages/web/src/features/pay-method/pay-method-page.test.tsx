import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { PayMethodPage } from './pay-method-page';
import { usePayChoice } from './stores/pay-choice-store';
import { payChoiceStorageKey } from './stores/pay-type';

useSandbox();
let deviceId = '';
let n = 0;

async function open(query = 'productId=1&orderId=1001&amount=501000', fixture = 'default') {
  n += 1;
  deviceId = `paymethod-unit-${n}`;
  chooseFixtures(deviceId, { paytype: fixture });
  return renderRoute(
    `/#/individual?${query}&deviceId=${deviceId}&token=t&languageType=2`,
    <PayMethodPage />,
    { language: 'id-ID' },
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(`hl:${payChoiceStorageKey()}`) ?? 'null')?.state;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const radio = (group: string, name: string) =>
  within(screen.getByTestId(group)).getByRole('radio', { name }) as HTMLInputElement;
const initCalls = () =>
  device(deviceId).requests.filter((r) => r.path === '/v3/loan-details/init-pay-type');

beforeEach(() => usePayChoice.getState().startFresh());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('pay-method choice (/individual)', () => {
  it('asks for the missing bank, then for a bank before a method', async () => {
    await open();
    await screen.findByTestId('paymethod-banks');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('paymethod-submit'));
    expect(toasts()).toContain('Silakan lengkapi informasinya');
    await user.click(screen.getByTestId('paymethod-method-locked'));
    expect(toasts()).toContain('Silakan pilih bank terlebih dahulu');
    await user.click(radio('paymethod-banks', 'BCA'));
    expect(screen.getByTestId('paymethod-methods')).toBeTruthy();
    await user.click(screen.getByTestId('paymethod-submit'));
    expect(toasts()).toContain('Silakan lengkapi informasinya');
    expect(window.location.hash.startsWith('#/individual')).toBe(true);
    // Nothing incomplete was stored as the borrower's choice.
    expect(stored() ?? { payCode: '', isDefault: 1 }).toMatchObject({ payCode: '', isDefault: 1 });
  });

  it('stores the complete bank choice (method offset by one, not default) and shows the account', async () => {
    await open('productId=1&orderId=1001&amount=501000&fresh=1');
    await screen.findByTestId('paymethod-banks');
    expect(stored()).toMatchObject({ isDefault: 1, payType: '' });
    const user = userEvent.setup();
    await user.click(radio('paymethod-banks', 'BCA'));
    await user.click(radio('paymethod-methods', 'MobileBank'));
    await user.click(screen.getByTestId('paymethod-submit'));
    expect(stored()).toEqual({ payType: '1', payCode: 'BCA', specificNum: 2, isDefault: 0 });
    expect(window.location.hash).toBe('#/that?productId=1&orderId=1001&amount=501000');
  });

  it('clears the stored choice when the type changes, reloads the options and defaults to ALFAMART', async () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 0 });
    await open();
    await screen.findByTestId('paymethod-banks');
    expect(radio('paymethod-banks', 'BCA').checked).toBe(true);
    expect(radio('paymethod-methods', 'ATM').checked).toBe(true);
    const user = userEvent.setup();
    await user.click(radio('paymethod-type', 'Mini Market'));
    expect(stored()).toMatchObject({ payType: '2', payCode: '', specificNum: 0 });
    await screen.findByTestId('paymethod-markets');
    expect(radio('paymethod-markets', 'ALFAMART').checked).toBe(true);
    expect(initCalls().map((r) => r.params.pay_type)).toEqual(['1', '2']);
    await user.click(radio('paymethod-type', 'Bank'));
    await screen.findByTestId('paymethod-banks');
    expect(radio('paymethod-banks', 'BCA').checked).toBe(false);
    await waitFor(() => expect(initCalls().map((r) => r.params.pay_type)).toEqual(['1', '2', '1']));
    await user.click(radio('paymethod-type', 'Mini Market'));
    await user.click(await screen.findByRole('radio', { name: 'INDOMARET' }));
    await user.click(screen.getByTestId('paymethod-submit'));
    expect(stored()).toEqual({ payType: '2', payCode: 'INDOMARET', specificNum: 0, isDefault: 0 });
  });

  it('asks for a market when ALFAMART is not offered', async () => {
    usePayChoice.getState().changeType('2');
    await open(undefined, 'no-alfamart');
    await screen.findByTestId('paymethod-markets');
    expect(radio('paymethod-markets', 'INDOMARET').checked).toBe(false);
    await userEvent.setup().click(screen.getByTestId('paymethod-submit'));
    expect(toasts()).toContain('Silakan lengkapi informasinya');
  });

  it('keeps the choice on a failed load and retries', async () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'BNI', methodIndex: 1 });
    chooseFixtures(`paymethod-unit-${n + 1}`, { paytype: 'default' });
    device(`paymethod-unit-${n + 1}`).faults = [
      { endpoint: '/v3/loan-details/init-pay-type', status: 500, times: 1 },
    ];
    await open();
    const alert = await screen.findByRole('alert');
    expect((screen.getByTestId('paymethod-submit') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(within(alert).getAllByRole('button')[0] as HTMLElement);
    await screen.findByTestId('paymethod-banks');
    expect(radio('paymethod-banks', 'BNI').checked).toBe(true);
    expect(radio('paymethod-methods', 'MobileBank').checked).toBe(true);
  });

  it('says when no bank is offered and still lets the borrower pick a mini market', async () => {
    await open(undefined, 'no-banks');
    await screen.findByTestId('paymethod-no-banks');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('paymethod-submit'));
    expect(toasts()).toContain('Silakan lengkapi informasinya');
    await user.click(radio('paymethod-type', 'Mini Market'));
    expect(
      ((await screen.findByRole('radio', { name: 'ALFAMART' })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('refuses to start without an order or an amount', async () => {
    await open('productId=1&orderId=1001');
    expect((await screen.findByRole('alert')).textContent).toContain('tidak ada');
  });
});
