import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QA, RECORD, useChatTest } from './test/chat-session';

const { open, lastBot, option, sandboxDevice, requests, toasts, userMessages } = useChatTest();

describe('chatbot', () => {
  it('loads the categories (pid 0), then the children, then the answers', async () => {
    await open();
    expect(
      within(lastBot())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Loan application', 'Repayment', 'Collection', 'Account and app']);
    expect(requests(QA)[0]?.params).toMatchObject({ orderNo: '1001', pid: '0' });
    await option('Repayment');
    expect(requests(QA)[1]?.params.pid).toBe('2');
    await option('I paid but the bill still shows unpaid');
    const answers = await screen.findAllByTestId('chat-bot-answer');
    expect(answers).toHaveLength(2);
    expect(answers[0]?.textContent).toContain('Payments can take up to 2 hours');
    expect(userMessages()).toEqual(['Repayment', 'I paid but the bill still shows unpaid']);
    // The newest message is scrolled into view.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('goes a fourth level deep when a child is itself a menu', async () => {
    await open();
    await option('Account and app');
    await option('Login problems');
    await option('I did not receive the SMS code');
    expect((await screen.findByTestId('chat-bot-answer')).textContent).toContain('Wait 60 seconds');
  });

  it('opens the category of selectedIndex at once', async () => {
    await open('orderNo=1001&selectedIndex=2');
    await waitFor(() => expect(userMessages()).toEqual(['Collection']));
    await waitFor(() =>
      expect(
        within(lastBot()).getByRole('button', { name: 'A collector is harassing me' }),
      ).toBeTruthy(),
    );
  });

  it('records a hand-over (type 1) and opens the complaint form for action_type 4', async () => {
    await open();
    await option('Collection');
    await option('A collector is harassing me');
    await waitFor(() =>
      expect(window.location.hash).toBe(
        '#/complainPageNext?problemType=1&problemSonType=11&orderNo=1001',
      ),
    );
    expect(requests(RECORD)[0]?.params).toMatchObject({ orderNo: '1001', type: '1', qaId: '31' });
  });

  it('offers the hand-over on an answer with action_type 4', async () => {
    await open();
    await option('Repayment');
    await option('I paid but the bill still shows unpaid');
    const answers = await screen.findAllByTestId('chat-bot-answer');
    await userEvent.setup().click(within(answers[1] as HTMLElement).getByTestId('chat-handover'));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/complainPageNext?problemType=2&orderNo=1001'),
    );
    expect(requests(RECORD)[0]?.params).toMatchObject({ type: '1', qaId: '212' });
  });

  it('opens the form with the order and the general type when the hand-over has no problem_type', async () => {
    await open();
    await option('Account and app');
    await option('I want to talk to a person');
    // The last type problem-init offers other than collection: 'App and service' (4).
    await waitFor(() =>
      expect(window.location.hash).toBe('#/complainPageNext?problemType=4&orderNo=1001'),
    );
    expect(requests(RECORD)[0]?.params).toMatchObject({ type: '1', qaId: '43' });
  });

  it('lets the borrower choose on the complaint entry when no type can be had', async () => {
    await open();
    sandboxDevice().faults = [
      { endpoint: '/h5-api/v3/user-problem/problem-init', drop: true, times: 1 },
    ];
    await option('Account and app');
    await option('I want to talk to a person');
    await waitFor(() => expect(window.location.hash).toBe('#/complaint?orderNo=1001'));
  });

  it('stays on the page and says why when the hand-over cannot be recorded', async () => {
    await open();
    sandboxDevice().faults = [{ endpoint: RECORD, drop: true, times: 1 }];
    await option('Collection');
    await option('A collector is harassing me');
    await waitFor(() =>
      expect(toasts().some((t) => t?.includes('No internet connection'))).toBe(true),
    );
    expect(window.location.hash).toContain('#/intelligentCustomerService');
  });

  it('never sends empty input; sends free text as type 4 and shows matching topics', async () => {
    await open();
    const u = userEvent.setup();
    const send = screen.getByTestId('chat-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await u.type(screen.getByTestId('chat-input'), '   {Enter}');
    expect(requests(RECORD)).toHaveLength(0);
    await u.clear(screen.getByTestId('chat-input'));
    await u.type(screen.getByTestId('chat-input'), 'how to repay');
    await u.click(send);
    await waitFor(() => expect(lastBot().textContent).toContain('These topics may help:'));
    expect(requests(RECORD)[0]?.params).toMatchObject({
      type: '4',
      value: 'how to repay',
      orderNo: '1001',
    });
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
    await option('How do I repay?');
    expect((await screen.findByTestId('chat-bot-answer')).textContent).toContain('tap Repay');
  });

  it('shows a report result with contact support when nothing matches', async () => {
    await open();
    const u = userEvent.setup();
    await u.type(screen.getByTestId('chat-input'), 'xyzzy plugh{Enter}');
    await waitFor(() =>
      expect(lastBot().textContent).toContain('I could not find an answer to that.'),
    );
    expect(within(lastBot()).getByTestId('chat-contact-support')).toBeTruthy();
  });

  it('gives the text back when it could not be sent', async () => {
    await open();
    sandboxDevice().faults = [{ endpoint: RECORD, drop: true, times: 1 }];
    const u = userEvent.setup();
    await u.type(screen.getByTestId('chat-input'), 'where is my money{Enter}');
    await waitFor(() =>
      expect(toasts().some((t) => t?.includes('No internet connection'))).toBe(true),
    );
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('where is my money');
    expect(userMessages()).toEqual([]);
  });

  it('keeps the history and offers a retry when a list cannot load', async () => {
    await open();
    sandboxDevice().faults = [{ endpoint: QA, status: 500, times: 1 }];
    await option('Repayment');
    await waitFor(() => expect(lastBot().getAttribute('data-testid')).toBe('chat-bot-error'));
    expect(lastBot().textContent).toContain('error 500');
    await userEvent.setup().click(within(lastBot()).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(lastBot()).getByRole('button', { name: 'How do I repay?' })).toBeTruthy(),
    );
    // Everything said so far is still there: greeting, the failure, the list; the choice.
    expect(screen.getAllByTestId(/chat-bot-/).map((m) => m.getAttribute('data-testid'))).toEqual([
      'chat-bot-options',
      'chat-bot-error',
      'chat-bot-options',
    ]);
    expect(userMessages()).toEqual(['Repayment']);
  });

  it('says so, with a way to customer service, when there are no topics', async () => {
    await open('orderNo=1001', { fixture: 'empty' });
    expect(lastBot().textContent).toContain('There are no questions on this topic yet.');
    expect(within(lastBot()).getByTestId('chat-contact-support')).toBeTruthy();
  });
});
