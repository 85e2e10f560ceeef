import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { slice } from '../../../sandbox/store';
import { useSandbox } from '../../../sandbox/test-server';
import { bridge } from '../../lib/bridge';
import { renderRoute } from '../../test/render-route';
import { LoanDetailsPage } from './loan-details-page';
import { loanArea } from './sandbox/fixtures';

useSandbox();
let deviceId = '';
let n = 0;

async function open(fixture: string, query = 'productId=1&orderId=1001') {
  n += 1;
  deviceId = `loan-unit-${n}`;
  chooseFixtures(deviceId, { loan: fixture });
  return renderRoute(
    `/#/loanDetails?${query}&deviceId=${deviceId}&token=t&languageType=1`,
    <LoanDetailsPage />,
  );
}

const loaded = () => screen.findByTestId('loan-status');
const requests = (path: string) => device(deviceId).requests.filter((r) => r.path === path);
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('loan details: the action area by status', () => {
  it.each([
    ['status-174-delay', '174', { repay: true, delay: true, more: false, list: false }],
    ['status-174', '174', { repay: true, delay: false, more: false, list: false }],
    ['status-180-delay', '180', { repay: true, delay: true, more: false, list: false }],
    ['status-180', '180', { repay: true, delay: false, more: false, list: false }],
    ['status-3-delay', '3', { repay: true, delay: true, more: false, list: true }],
    ['status-3', '3', { repay: true, delay: false, more: false, list: true }],
    ['status-5-delay', '5', { repay: true, delay: true, more: false, list: true }],
    ['status-5', '5', { repay: true, delay: false, more: false, list: true }],
    ['status-170', '170', { repay: true, delay: false, more: false, list: false }],
    ['status-200', '200', { repay: false, delay: false, more: true, list: false }],
    ['status-4', '4', { repay: false, delay: false, more: true, list: true }],
    ['status-21', '21', { repay: false, delay: false, more: false, list: true }],
    ['status-151', '151', { repay: false, delay: false, more: false, list: true }],
    ['status-110', '110', { repay: false, delay: false, more: false, list: true }],
  ])('%s', async (fixture, status, expected) => {
    await open(fixture);
    expect((await loaded()).getAttribute('data-status')).toBe(status);
    expect(Boolean(screen.queryByTestId('loan-repay'))).toBe(expected.repay);
    expect(Boolean(screen.queryByTestId('loan-repay-delay'))).toBe(expected.delay);
    expect(Boolean(screen.queryByTestId('loan-apply-more'))).toBe(expected.more);
    // A settled order (the borrow-again statuses) leads to the borrower's orders too.
    expect(Boolean(screen.queryByTestId('loan-my-orders'))).toBe(expected.more);
    expect(Boolean(screen.queryByTestId('recommend-list'))).toBe(expected.list);
  });

  it('shows the status image, notice, product and rows', async () => {
    await open('status-174-delay');
    const status = await loaded();
    expect(within(status).getByRole('heading').textContent).toBe('Payment due');
    expect(decodeURIComponent(status.querySelector('img')?.getAttribute('src') ?? '')).toContain(
      'Repayment due',
    );
    expect(screen.getByText('RupeeNow Cash')).toBeTruthy();
    expect(within(screen.getByTestId('loan-rows')).getByText('₹15,750')).toBeTruthy();
  });

  it("shows every date the market's way, DD/MM/YYYY, also inside the server's texts", async () => {
    await open('status-174');
    // The Indian server's words as the sandbox writes them, then a server that sends wire dates.
    expect((await loaded()).textContent).toContain('Your bill is due on 05/12/2026.');
    expect(within(screen.getByTestId('loan-rows')).getByText('05/12/2026')).toBeTruthy();
    cleanup();
    await open('status-3');
    const order = slice(device(deviceId), loanArea, 'IN').order;
    order.noticeDesText = 'Instalment 2 of 3 is due on 2027-01-04.';
    order.userOrderDetail.detail = [{ text: 'Paid on', value: '2026-10-01 09:30:00' }];
    expect((await loaded()).textContent).toContain('Instalment 2 of 3 is due on 04/01/2027.');
    expect(within(screen.getByTestId('loan-rows')).getByText('01/10/2026 09:30')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('uses the 200 image for statuses without their own', async () => {
    await open('status-3');
    const src = (await loaded()).querySelector('img')?.getAttribute('src') ?? '';
    expect(decodeURIComponent(src)).toContain('<title>Paid</title>');
  });
});

describe('loan details: actions', () => {
  it('repay goes to our repay page with the query and the amount without separators', async () => {
    await open('status-174-delay');
    await loaded();
    await userEvent.click(screen.getByTestId('loan-repay'));
    expect(window.location.hash).toBe('#/repay?productId=1&orderId=1001&amount=15750');
  });

  it('the delay link goes to the repay-delay page', async () => {
    await open('status-180-delay');
    await loaded();
    await userEvent.click(screen.getByTestId('loan-repay-delay'));
    expect(window.location.hash).toBe('#/repayDelay?productId=1&orderId=1001');
  });

  it('apply-more opens the product detail through the shell and saves the page event', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('status-200');
    await loaded();
    await userEvent.click(screen.getByTestId('loan-apply-more'));
    expect(openPage).toHaveBeenCalledWith({
      route: 'productDetail',
      query: { productId: '1', module_id: '30', position: '0' },
    });
    await waitFor(() =>
      expect(requests('/service/event/save')[0]?.params).toMatchObject({
        productId: '1',
        moduleId: '30',
        positionId: '0',
      }),
    );
  });

  it('a recommended card asks /gopia/goya/define and hands an app URL to the shell; inactive cards ignore taps', async () => {
    const openPage = vi.spyOn(bridge, 'openPage').mockResolvedValue(undefined);
    await open('status-110');
    await loaded();
    const cards = within(screen.getByTestId('recommend-list')).getAllByTestId('recommend-item');
    expect(cards).toHaveLength(3);
    await userEvent.click(cards[2] as HTMLElement);
    expect(requests('/gopia/goya/define')).toHaveLength(0);
    await userEvent.click(cards[0] as HTMLElement);
    await waitFor(() =>
      expect(openPage).toHaveBeenCalledWith({
        url: 'rupiahku://product/detail?productId=12&module_id=300&position=0',
      }),
    );
    expect(requests('/gopia/goya/define')[0]?.params).toMatchObject({ caveats: '12' });
    expect(requests('/service/event/save')[0]?.params).toMatchObject({
      productId: '12',
      moduleId: '300',
      positionId: '0',
    });
  });

  it("a settled order's 'My orders' goes to the mine tab through the shell (goMine)", async () => {
    const goMine = vi.spyOn(bridge, 'goMine').mockResolvedValue(undefined);
    await open('status-200');
    await loaded();
    await userEvent.click(screen.getByTestId('loan-my-orders'));
    expect(goMine).toHaveBeenCalledWith({});
  });

  it("'more products' goes home through the shell", async () => {
    const goHome = vi.spyOn(bridge, 'goHome').mockResolvedValue(undefined);
    await open('status-21');
    await loaded();
    await userEvent.click(screen.getByTestId('loan-more-products'));
    expect(goHome).toHaveBeenCalledWith({});
  });
});

describe('loan details: rating', () => {
  it('asks for a star first, fills stars up to the chosen one, and thanks below 4', async () => {
    const rate = vi.spyOn(bridge, 'rate');
    await open('status-200-score');
    const modal = await screen.findByTestId('rating-modal');
    await userEvent.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Please choose a rating'));
    expect(requests('/v3/loan-details/google-score')).toHaveLength(0);
    const stars = within(modal).getAllByTestId('rating-star');
    await userEvent.click(stars[2] as HTMLElement);
    expect(stars.map((s) => s.getAttribute('data-filled'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    await userEvent.click(within(modal).getByTestId('rating-submit'));
    await screen.findByTestId('rating-thanks');
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    expect(requests('/v3/loan-details/google-score')[0]?.params).toMatchObject({
      score: '3',
      orderId: '1001',
    });
    expect(rate).not.toHaveBeenCalled();
  });

  it('4 stars or more open the store rating through the shell and close', async () => {
    const rate = vi.spyOn(bridge, 'rate').mockResolvedValue({ shown: true });
    await open('status-200-score');
    const modal = await screen.findByTestId('rating-modal');
    await userEvent.click(within(modal).getAllByTestId('rating-star')[4] as HTMLElement);
    await userEvent.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(rate).toHaveBeenCalledWith({}));
    await waitFor(() => expect(screen.queryByTestId('rating-modal')).toBeNull());
    expect(screen.queryByTestId('rating-thanks')).toBeNull();
    expect(requests('/v3/loan-details/google-score')[0]?.params).toMatchObject({ score: '5' });
  });

  it('cancel and a mask tap close and reset the stars', async () => {
    await open('status-200-score');
    let modal = await screen.findByTestId('rating-modal');
    await userEvent.click(within(modal).getAllByTestId('rating-star')[1] as HTMLElement);
    await userEvent.click(within(modal).getByTestId('rating-cancel'));
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    expect(requests('/v3/loan-details/google-score')).toHaveLength(0);
    cleanup();

    await open('status-110-score');
    modal = await screen.findByTestId('rating-modal');
    expect(
      within(modal)
        .getAllByTestId('rating-star')
        .every((s) => s.getAttribute('data-filled') === 'false'),
    ).toBe(true);
    await userEvent.click(screen.getByTestId('rating-modal-mask'));
    expect(screen.queryByTestId('rating-modal')).toBeNull();
  });

  it('does not open when isScore is 0', async () => {
    await open('status-200');
    await loaded();
    expect(screen.queryByTestId('rating-modal')).toBeNull();
  });
});

describe('loan details: failures', () => {
  it('a failed load shows the reason and a retry that recovers', async () => {
    await open('status-174-delay', 'productId=1&orderId=9999');
    await screen.findByTestId('error-state');
    expect(screen.getByTestId('error-state').textContent).toContain('Order not found');
  });

  it('a dropped connection offers a retry', async () => {
    n += 1;
    deviceId = `loan-unit-${n}`;
    device(deviceId).faults = [{ endpoint: '/v3/loan-details/loan-details', drop: true, times: 1 }];
    await renderRoute(
      `/#/loanDetails?productId=1&orderId=1001&deviceId=${deviceId}&token=t&languageType=1`,
      <LoanDetailsPage />,
    );
    const error = await screen.findByTestId('error-state');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await loaded()).getAttribute('data-status')).toBe('174');
  });

  it('a link without the order says so with a way back', async () => {
    await open('status-174', 'productId=1');
    expect((await screen.findByTestId('error-state')).textContent).toContain('missing the order');
  });
});
