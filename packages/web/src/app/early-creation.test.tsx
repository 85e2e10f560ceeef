import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseFixtures, device } from '../../sandbox';
import { useSandbox } from '../../sandbox/test-server';
import { PaymentInstructionsPage } from '../features/pay-method/payment-instructions-page';
import { usePayChoice } from '../features/pay-method/stores/pay-choice-store';
import { forgetIdentity, initIdentity } from '../lib/identity';
import { renderRoute } from '../test/render-route';
import { startEarly } from './early-start';
import { appRoutes } from './routes';

// The virtual account is created on opening: the entry sends that call early, under the intent's
// Idempotency-Key, and the page adopts it. One request per opening, never two creations.

useSandbox();
const VCODE = '/v3/loan-details/generate-vcode';
let n = 0;

/** The entry's part of opening the page on `deviceId`: the identity, then the early start. */
function startAt(query: string, deviceId: string, earlier?: () => void): string {
  const hash = `#${PAGES.paymentInstructions.path}?${query}&deviceId=${deviceId}&token=t&languageType=2`;
  forgetIdentity();
  window.history.replaceState(null, '', `/${hash}`);
  initIdentity(window);
  // What the borrower chose on an earlier visit (stored as theirs).
  earlier?.();
  // The entry's queued tasks (the sends, the chunk's preload) run before the app starts.
  expect(startEarly(appRoutes, hash, (work) => work())?.path).toBe(PAGES.paymentInstructions.path);
  return hash;
}

const vcodeCalls = (deviceId: string) => device(deviceId).requests.filter((r) => r.path === VCODE);

/** Opens the page as the app does: the entry's early start, then the page's first render. */
async function openEarly(query: string, earlier?: () => void) {
  n += 1;
  const deviceId = `va-early-${n}`;
  chooseFixtures(deviceId, { vcode: 'bank' });
  const hash = startAt(query, deviceId, earlier);
  await renderRoute(hash, <PaymentInstructionsPage />, { language: 'id-ID' });
  await screen.findByTestId('va-number');
  return vcodeCalls(deviceId);
}

beforeEach(() => {
  usePayChoice.getState().startFresh();
  sessionStorage.clear();
});

describe('the virtual account sent early', () => {
  it('is adopted by the page on a fresh repayment: one request, with a key', async () => {
    const calls = await openEarly('productId=1&orderId=1001&amount=501000&fresh=1', () =>
      usePayChoice.getState().choose({ payType: '2', payCode: 'INDOMARET', methodIndex: null }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({ is_default: '1', pay_type: '', payCode: '' });
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is adopted for the borrower's stored choice and a grouped amount", async () => {
    const calls = await openEarly('productId=1&orderId=1001&amount=501.000&display=1', () =>
      usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 2 }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({
      amount: '501000',
      payCode: 'BCA',
      pay_type: '1',
      is_default: '0',
      is_display: '1',
      specific_num: '2',
    });
  });

  it('is not sent when the address lacks the amount (the page says what is missing)', async () => {
    startAt('productId=1&orderId=1001', 'va-early-x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vcodeCalls('va-early-x')).toHaveLength(0);
  });
});
