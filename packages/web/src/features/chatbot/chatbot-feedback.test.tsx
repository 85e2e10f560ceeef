import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bridge } from '../../lib/bridge';
import { RECORD, useChatTest } from './test/chat-session';

const { server, open, lastBot, requests, toasts, openAnswer } = useChatTest();

describe('chatbot feedback', () => {
  it('marks an answer solved (type 2 value 1), then asks stars: none says "Please select"', async () => {
    await open();
    const answer = await openAnswer('Loan application', 'How long does the review take?');
    const u = userEvent.setup();
    await u.click(within(answer).getByTestId('chat-solved'));
    const modal = await screen.findByTestId('rating-modal');
    expect(requests(RECORD)[0]?.params).toMatchObject({ type: '2', value: '1', qaId: '111' });
    expect(within(answer).getByText('You marked this answer as helpful.')).toBeTruthy();
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Please select'));
    expect(requests(RECORD)).toHaveLength(1);
  });

  it('says "Silakan pilih" in Indonesian for a rating of 0', async () => {
    await open('orderNo=1001', { languageType: '2' });
    const answer = await openAnswer('Pengajuan pinjaman', 'Berapa lama proses peninjauan?');
    const u = userEvent.setup();
    await u.click(within(answer).getByTestId('chat-solved'));
    await u.click(within(await screen.findByTestId('rating-modal')).getByTestId('rating-submit'));
    await waitFor(() => expect(toasts()).toContain('Silakan pilih'));
  });

  it('shows the server thank-you title for a rating below 4, without the store prompt', async () => {
    const rate = vi.spyOn(bridge, 'rate');
    await open();
    const answer = await openAnswer('Repayment', 'How do I repay?');
    const u = userEvent.setup();
    await u.click(within(answer).getByTestId('chat-solved'));
    const modal = await screen.findByTestId('rating-modal');
    await u.click(within(modal).getAllByTestId('rating-star')[2] as HTMLElement);
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() =>
      expect(lastBot().textContent).toBe('Thank you for your feedback, we will keep improving.'),
    );
    expect(requests(RECORD)[1]?.params).toMatchObject({ type: '3', value: '3', qaId: '221' });
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    expect(rate).not.toHaveBeenCalled();
  });

  it('calls the bridge rate for 4 stars or more', async () => {
    const rate = vi.spyOn(bridge, 'rate').mockResolvedValue({ shown: true });
    await open();
    const answer = await openAnswer('Repayment', 'How do I repay?');
    const u = userEvent.setup();
    await u.click(within(answer).getByTestId('chat-solved'));
    const modal = await screen.findByTestId('rating-modal');
    await u.click(within(modal).getAllByTestId('rating-star')[4] as HTMLElement);
    await u.click(within(modal).getByTestId('rating-submit'));
    await waitFor(() => expect(rate).toHaveBeenCalledWith({}));
    expect(requests(RECORD)[1]?.params).toMatchObject({ type: '3', value: '5' });
    await waitFor(() => expect(lastBot().textContent).toBe('Thank you for your rating!'));
  });

  it('records unsolved (type 2 value 2) and offers customer service', async () => {
    await open();
    const answer = await openAnswer('Repayment', 'How do I repay?');
    const u = userEvent.setup();
    await u.click(within(answer).getByTestId('chat-unsolved'));
    await waitFor(() => expect(lastBot().textContent).toContain('Sorry that did not help.'));
    expect(requests(RECORD)[0]?.params).toMatchObject({ type: '2', value: '2', qaId: '221' });
    expect(screen.queryByTestId('rating-modal')).toBeNull();
    await u.click(within(lastBot()).getByTestId('chat-contact-support'));
    expect(window.location.hash).toBe('#/customerService');
  });

  it('offers no contact support when the server does not say the reply is a report', async () => {
    server.use(
      http.post(`*/volleys${RECORD}`, () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { title: 'Noted, thank you.', answerList: [], isReport: 0 },
        }),
      ),
    );
    await open();
    const u = userEvent.setup();
    const answer = await openAnswer('Repayment', 'How do I repay?');
    await u.click(within(answer).getByTestId('chat-unsolved'));
    await waitFor(() => expect(lastBot().textContent).toContain('Noted, thank you.'));
    expect(within(lastBot()).queryByTestId('chat-contact-support')).toBeNull();
    await u.type(screen.getByTestId('chat-input'), 'thank you{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-bot-text')).toHaveLength(2));
    expect(within(lastBot()).queryByTestId('chat-contact-support')).toBeNull();
  });

  it('shows a contact-support button on a report answer', async () => {
    await open();
    const answer = await openAnswer('Loan application', 'Why was my application rejected?');
    expect(within(answer).getByTestId('chat-contact-support')).toBeTruthy();
    expect(within(answer).queryByTestId('chat-solved')).toBeNull();
  });
});
