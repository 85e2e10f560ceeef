import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { ComplainNewPage } from './complain-new-page';
import { ComplaintPage } from './complaint-page';

useSandbox();
let deviceId = '';
let n = 0;

async function open(page: 'entry' | 'new', route = '', fixture?: string, languageType = '1') {
  n += 1;
  deviceId = `cp-entry-${n}`;
  if (fixture) chooseFixtures(deviceId, { complaint: fixture });
  const path = route || (page === 'entry' ? '/complaint' : '/complainNewPage');
  await renderRoute(path, page === 'entry' ? <ComplaintPage /> : <ComplainNewPage />, {
    borrower: deviceId,
    languageType: languageType,
  });
  await screen.findByTestId('complaint-types');
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const types = () => within(screen.getByTestId('complaint-types'));
const orderRadio = (name: RegExp) => screen.getByRole('radio', { name });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('complaint entry', () => {
  it('shows the orders from problem-init with their rows and the question types', async () => {
    await open('entry');
    expect(screen.getAllByTestId('complaint-order')).toHaveLength(2);
    expect((orderRadio(/RupeeNow Cash/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('₹15,000')).toBeTruthy();
    expect(
      types()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Collection', 'Repayment', 'Loan and disbursement', 'App and service']);
    expect(device(deviceId).requests[0]?.path).toBe('/user-problem/problem-init');
  });

  it('sends other types straight to the form for the chosen order', async () => {
    await open('entry');
    const u = userEvent.setup();
    await u.click(orderRadio(/PaisaPlus/));
    await u.click(types().getByRole('button', { name: 'Repayment' }));
    expect(window.location.hash).toBe('#/complainPageNext?problemType=2&orderNo=1002');
  });

  it('refuses the collection type on an order with isShow 0', async () => {
    await open('entry', '/complaint?orderNo=1002');
    expect((orderRadio(/PaisaPlus/) as HTMLInputElement).checked).toBe(true);
    const u = userEvent.setup();
    await u.click(types().getByRole('button', { name: 'Collection' }));
    await waitFor(() =>
      expect(toasts()).toContain('The selected order does not support sending collection types'),
    );
    expect(screen.queryByTestId('complaint-son-types')).toBeNull();
    expect(window.location.hash).toContain('#/complaint');
  });

  it('shows the collection sub-types on an order with isShow 1, then opens the form', async () => {
    await open('entry');
    const u = userEvent.setup();
    await u.click(types().getByRole('button', { name: 'Collection' }));
    const sons = within(await screen.findByTestId('complaint-son-types'));
    expect(sons.getAllByRole('button')).toHaveLength(3);
    // Switching to an order without collection support hides them again.
    await u.click(orderRadio(/PaisaPlus/));
    expect(screen.queryByTestId('complaint-son-types')).toBeNull();
    await u.click(orderRadio(/RupeeNow Cash/));
    await u.click(types().getByRole('button', { name: 'Collection' }));
    await u.click(
      within(screen.getByTestId('complaint-son-types')).getByRole('button', {
        name: 'Calls to my contacts',
      }),
    );
    expect(window.location.hash).toBe(
      '#/complainPageNext?problemType=1&problemSonType=12&orderNo=1001',
    );
  });

  it('allows a complaint without an order when there is none, but never a collection one', async () => {
    await open('entry', '', 'no-orders');
    expect(screen.getByText(/You have no orders yet/)).toBeTruthy();
    const u = userEvent.setup();
    await u.click(types().getByRole('button', { name: 'Collection' }));
    await waitFor(() =>
      expect(toasts()).toContain('The selected order does not support sending collection types'),
    );
    await u.click(types().getByRole('button', { name: 'App and service' }));
    expect(window.location.hash).toBe('#/complainPageNext?problemType=4');
  });

  it('links to the complaint list and the chatbot', async () => {
    await open('entry');
    expect(screen.getByTestId('complaint-list-link').getAttribute('href')).toBe('#/complaintList');
    expect(screen.getByTestId('complaint-chatbot-link').getAttribute('href')).toBe(
      '#/intelligentCustomerService?orderNo=1001',
    );
  });

  it('offers a retry when problem-init fails, which recovers', async () => {
    n += 1;
    deviceId = `cp-entry-${n}`;
    device(deviceId).faults = [{ endpoint: '/user-problem/problem-init', status: 500, times: 1 }];
    await renderRoute('/complaint', <ComplaintPage />, { borrower: deviceId });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is unavailable right now (error 500)');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('complaint-types');
  });

  it('speaks Indonesian for languageType 2, with the sandbox answering in Indonesian too', async () => {
    await open('entry', '', undefined, '2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Keluhan');
    expect(types().getByRole('button', { name: 'Penagihan' })).toBeTruthy();
  });
});

describe('the newer entry (/complainNewPage)', () => {
  it('uses the v3 problem-init and shows the four categories as tiles', async () => {
    await open('new');
    expect(device(deviceId).requests[0]?.path).toBe('/h5-api/v3/user-problem/problem-init');
    expect(types().getAllByRole('button')).toHaveLength(4);
  });

  it('applies the same collection rule', async () => {
    await open('new', '', 'collection-unsupported');
    const u = userEvent.setup();
    await u.click(types().getByRole('button', { name: 'Collection' }));
    await waitFor(() =>
      expect(toasts()).toContain('The selected order does not support sending collection types'),
    );
    await u.click(types().getByRole('button', { name: 'Loan and disbursement' }));
    expect(window.location.hash).toBe('#/complainPageNext?problemType=3&orderNo=1001');
  });
});
