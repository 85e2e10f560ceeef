import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { device } from '../../../sandbox';
import { inAppDepth, trackInAppHistory } from '../../lib/bridge';
import { borrowerStorageKey } from '../../lib/identity';
import { readJson } from '../../lib/storage';
import { pngFile } from '../../test/files';
import { renderRoute } from '../../test/render-route';
import { ComplaintFormPage } from './complaint-form-page';
import { draftKey, useDraftStore } from './stores/draft-store';
import {
  current,
  FORM,
  input,
  nextDevice,
  open,
  requests,
  statuses,
  text,
  toasts,
  useComplaintFormTests,
} from './test/complaint-form-kit';

useComplaintFormTests();

describe('complaint form', () => {
  it('refuses an empty complaint with the specified message and sends nothing', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(text(), '   ');
    await u.click(screen.getByTestId('complaint-submit'));
    await waitFor(() => expect(toasts()).toContain('Please fill in your comments and suggestions'));
    expect(requests('/user-problem/problem-save')).toHaveLength(0);
  });

  it('ignores input beyond 200 characters and counts what is there', async () => {
    await open();
    const u = userEvent.setup();
    await u.click(text());
    await u.paste('a'.repeat(150));
    expect(screen.getByTestId('complaint-counter').textContent).toBe('150/200');
    await u.paste('b'.repeat(80));
    expect(text().value).toHaveLength(200);
    expect(text().value.endsWith('b'.repeat(50))).toBe(true);
    expect(screen.getByTestId('complaint-counter').textContent).toBe('200/200');
    await u.type(text(), 'zzz');
    expect(text().value).toHaveLength(200);
  });

  it('keeps the draft (text and uploaded images) across a remount and in local storage', async () => {
    const first = await open();
    const u = userEvent.setup();
    await u.type(text(), 'Collector called at night');
    await u.upload(input(), pngFile());
    await waitFor(() => expect(statuses()).toEqual(['done']));
    first.unmount();
    const stored = readJson<{
      state: { drafts: Record<string, { text: string; images: unknown[] }> };
    }>('local', borrowerStorageKey('complaint-drafts'));
    // Under this borrower's digest, never the token.
    const key = draftKey('1001', '2', '');
    expect(key).toMatch(/^[0-9a-z]+\|1001\|2\|$/);
    expect(stored?.state.drafts[key]).toMatchObject({ text: 'Collector called at night' });
    expect(stored?.state.drafts[key]?.images).toHaveLength(1);

    await renderRoute(FORM, <ComplaintFormPage />, { borrower: current.deviceId });
    expect(((await screen.findByTestId('complaint-text')) as HTMLTextAreaElement).value).toBe(
      'Collector called at night',
    );
    expect(statuses()).toEqual(['done']);
  });

  it('keeps drafts of different orders and types apart', async () => {
    const first = await open();
    await userEvent.setup().type(text(), 'About repayment');
    first.unmount();
    await renderRoute('/complainPageNext?problemType=4&orderNo=1001', <ComplaintFormPage />, {
      borrower: current.deviceId,
    });
    expect(((await screen.findByTestId('complaint-text')) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends text and images, shows the success message for 1.5 s, clears the draft and returns', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(text(), 'Paid at Alfamart, still unpaid');
    await u.upload(input(), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(statuses()).toEqual(['done', 'done']));
    await u.click(screen.getByTestId('complaint-submit'));
    const dialog = await screen.findByTestId('complaint-sent');
    expect(dialog.textContent).toContain('Successfully Sent');
    expect(dialog.textContent).toContain(
      'We have received your complaint and will reply within 3 weekdays.',
    );
    const [save] = requests('/user-problem/problem-save');
    expect(save?.params).toMatchObject({
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Paid at Alfamart, still unpaid',
      orderNo: '1001',
    });
    expect(save?.params.problemImage?.split(',')).toHaveLength(2);
    expect(useDraftStore.getState().drafts).toEqual({});
    expect(window.location.hash).toContain('/complainPageNext');
    await waitFor(() => expect(window.location.hash).toBe('#/complaint?orderNo=1001'));
  });

  it('after sending, goes back to the entry it came from: the entry is once in history', async () => {
    nextDevice();
    await renderRoute(
      '/complaint?orderNo=1001',
      <Routes>
        <Route path="/complaint" element={<p data-testid="complaint-types">entry</p>} />
        <Route path="/complainPageNext" element={<ComplaintFormPage />} />
      </Routes>,
      { borrower: current.deviceId },
    );
    const stop = trackInAppHistory(window);
    try {
      // The chooser pushes the form on the entry.
      act(() => {
        window.location.hash = FORM;
      });
      await screen.findByTestId('complaint-text');
      expect(inAppDepth()).toBe(1);
      const u = userEvent.setup();
      await u.type(text(), 'Paid at Alfamart, still unpaid');
      await u.click(screen.getByTestId('complaint-submit'));
      await screen.findByTestId('complaint-sent');
      await screen.findByText('entry');
      expect(window.location.hash).toBe('#/complaint?orderNo=1001');
      // Back at the page the shell opened: one back press leaves, as with no complaint sent.
      expect(inAppDepth()).toBe(0);
    } finally {
      stop();
    }
  });

  it('sends an empty image list as an empty string', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(text(), 'No photos');
    await u.click(screen.getByTestId('complaint-submit'));
    await screen.findByTestId('complaint-sent');
    expect(requests('/user-problem/problem-save')[0]?.params.problemImage).toBe('');
  });

  it('keeps what was typed when the server refuses or the network fails', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(text(), 'Please check my payment');
    device(current.deviceId).faults = [
      {
        endpoint: '/user-problem/problem-save',
        code: 5002,
        message: 'Too many complaints today',
        times: 1,
      },
      { endpoint: '/user-problem/problem-save', drop: true, times: 1 },
    ];
    await u.click(screen.getByTestId('complaint-submit'));
    await waitFor(() => expect(toasts()).toContain('Too many complaints today'));
    expect(text().value).toBe('Please check my payment');
    await u.click(screen.getByTestId('complaint-submit'));
    await waitFor(() =>
      expect(toasts().some((t) => t?.includes('No internet connection'))).toBe(true),
    );
    expect(text().value).toBe('Please check my payment');
    expect(screen.queryByTestId('complaint-sent')).toBeNull();
    await act(async () => {});
  });

  it('refuses a collection complaint for an order that does not support it', async () => {
    nextDevice();
    await renderRoute(
      '/complainPageNext?problemType=1&problemSonType=11&orderNo=1002',
      <ComplaintFormPage />,
      { borrower: current.deviceId },
    );
    expect(
      await screen.findByText('The selected order does not support sending collection types'),
    ).toBeTruthy();
    expect(screen.queryByTestId('complaint-text')).toBeNull();
  });

  it('takes the order under another number problem-init knows (the benchmark link)', async () => {
    await open('/complainPageNext?problemType=2&problemSonType=0&orderNo=ORD1001');
    expect(screen.getByText('RupeeNow Cash · 1001')).toBeTruthy();
    const u = userEvent.setup();
    await u.type(text(), 'Sent from the benchmark link');
    await u.click(screen.getByTestId('complaint-submit'));
    await screen.findByTestId('complaint-sent');
    expect(requests('/user-problem/problem-save')[0]?.params).toMatchObject({
      orderNo: 'ORD1001',
      problemType: '2',
    });
  });

  it('explains an incomplete link instead of showing a form that cannot be sent', async () => {
    nextDevice();
    await renderRoute('/complainPageNext?orderNo=1001', <ComplaintFormPage />, {
      borrower: current.deviceId,
    });
    expect(
      await screen.findByText(
        'This complaint link is incomplete. Please choose the problem again.',
      ),
    ).toBeTruthy();
  });
});
