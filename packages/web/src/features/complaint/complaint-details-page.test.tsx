import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFixtures, device } from '../../../sandbox';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { ComplaintDetailsPage } from './complaint-details-page';
import { ComplaintListPage } from './complaint-list-page';

useSandbox();
let deviceId = '';
let n = 0;

async function openDetail(problemId: string) {
  n += 1;
  deviceId = `cp-detail-${n}`;
  await renderRoute(`/complainDetails?problemId=${problemId}`, <ComplaintDetailsPage />, {
    borrower: deviceId,
  });
  await screen.findByTestId('complaint-content');
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const requests = (path: string) => device(deviceId).requests.filter((r) => r.path === path);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('complaint details', () => {
  it('shows the reply with its images and, 3 s after load, the rating prompt', async () => {
    const loadedAt = Date.now();
    await openDetail('502');
    expect(screen.getByTestId('complaint-reply').textContent).toContain(
      'The collection agent has been warned',
    );
    expect(
      screen.getByRole('list', { name: 'Photos with our reply' }).querySelectorAll('img'),
    ).toHaveLength(1);
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    await screen.findByTestId('rating-modal');
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2900);
  });

  it('shows an image full size in the page on a tap', async () => {
    await openDetail('504');
    const u = userEvent.setup();
    await u.click(
      within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole(
        'button',
      )[1] as HTMLElement,
    );
    const preview = await screen.findByTestId('complaint-image-preview');
    expect(within(preview).getByRole('heading').textContent).toBe('Photo 2');
    await u.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('complaint-image-preview')).toBeNull());
  });

  it('asks for a star first, then sends the score and closes with the specified thanks', async () => {
    await openDetail('502');
    const modal = await screen.findByTestId('rating-modal');
    const u = userEvent.setup();
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Please select a rating'));
    expect(requests('/user-problem/save-score')).toHaveLength(0);
    await u.click(within(modal).getAllByTestId('rating-star')[3] as HTMLElement);
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Successful demonstration！'));
    expect(requests('/user-problem/save-score')[0]?.params).toMatchObject({
      score: '4',
      problemId: '502',
    });
    await waitFor(() => expect(screen.queryByTestId('rating-modal')).toBeNull());
    // Rated: the server's isScore is now 0, so neither the prompt nor the button comes back.
    await waitFor(() => expect(screen.queryByTestId('complaint-rate')).toBeNull());
  });

  it('keeps the modal and the stars when the score is refused', async () => {
    await openDetail('502');
    const modal = await screen.findByTestId('rating-modal');
    device(deviceId).faults = [
      { endpoint: '/user-problem/save-score', code: 7, message: 'Try later', times: 1 },
    ];
    const u = userEvent.setup();
    await u.click(within(modal).getAllByTestId('rating-star')[1] as HTMLElement);
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Try later'));
    expect(screen.getByTestId('rating-modal')).toBeTruthy();
    expect(within(modal).getAllByTestId('rating-star')[1]?.getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('says the reply is coming, and asks no rating, when there is no reply yet', async () => {
    await openDetail('501');
    expect(screen.getByTestId('complaint-no-reply').textContent).toBe(
      'We are handling your complaint and will reply within 3 weekdays.',
    );
    await new Promise((done) => setTimeout(done, 3200));
    expect(screen.queryByTestId('rating-modal')).toBeNull();
  });

  it('explains an unknown complaint with a way back', async () => {
    n += 1;
    deviceId = `cp-detail-${n}`;
    await renderRoute('/complainDetails?problemId=999', <ComplaintDetailsPage />, {
      borrower: deviceId,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This complaint does not exist');
    expect(within(alert).getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('complaint list', () => {
  it('shows the tabs from problem-list and each complaint links to its details', async () => {
    n += 1;
    deviceId = `cp-list-${n}`;
    await renderRoute('/complaintList', <ComplaintListPage />, { borrower: deviceId });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Pending (1)', 'Replied (2)', 'Finished (1)']);
    const pending = within(screen.getByTestId('tab-pane-0'));
    expect(pending.getByTestId('complaint-item').getAttribute('href')).toBe(
      '#/complainDetails?problemId=501',
    );
    await userEvent.setup().click(tabs[1] as HTMLElement);
    const replied = within(screen.getByTestId('tab-pane-1'));
    expect(replied.getAllByTestId('complaint-item')).toHaveLength(2);
    expect(replied.getAllByText('Replied').length).toBeGreaterThan(0);
  });

  it('shows an empty state with a way to complain when there are none', async () => {
    n += 1;
    deviceId = `cp-list-${n}`;
    chooseFixtures(deviceId, { complaint: 'no-complaints' });
    await renderRoute('/complaintList', <ComplaintListPage />, { borrower: deviceId });
    const pane = await screen.findByTestId('tab-pane-0');
    const empty = within(pane).getByTestId('empty-state');
    expect(empty.textContent).toContain('No complaints here');
    expect(within(empty).getByRole('link', { name: 'New complaint' }).getAttribute('href')).toBe(
      '#/complaint',
    );
  });
});
