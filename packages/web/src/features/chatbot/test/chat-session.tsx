// The chatbot page's tests share this set-up: the sandbox, a fresh borrower per opening, and the
// ways to read the chat (bubbles, buttons, toasts) and the requests the page sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { chooseFixtures, device } from '../../../../sandbox';
import { useSandbox } from '../../../../sandbox/test-server';
import { i18next } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { ChatbotPage } from '../chatbot-page';

export const RECORD = '/h5-api/v3/user-problem/qa-record';
export const QA = '/h5-api/v3/user-problem/get-qa-list';

let opened = 0;

/** Call once at the top of a test file. */
export function useChatTest() {
  const server = useSandbox();
  let deviceId = '';

  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18next.changeLanguage('en-IN');
  });

  /** Opens the chatbot for a new borrower and waits for its first bot message. */
  async function open(
    query = 'orderNo=1001',
    options: { fixture?: string; languageType?: string } = {},
  ) {
    opened += 1;
    deviceId = `chat-${opened}`;
    if (options.fixture) chooseFixtures(deviceId, { chatbot: options.fixture });
    await renderRoute(`/intelligentCustomerService?${query}`, <ChatbotPage />, {
      borrower: deviceId,
      languageType: options.languageType,
    });
    await screen.findAllByTestId(/chat-bot-/);
  }

  const lastBot = () => screen.getAllByTestId(/chat-bot-/).at(-1) as HTMLElement;
  const option = async (name: string) => {
    await waitFor(() => expect(within(lastBot()).getByRole('button', { name })).toBeTruthy());
    await userEvent.setup().click(within(lastBot()).getByRole('button', { name }));
  };

  return {
    server,
    open,
    lastBot,
    option,
    /** The sandbox's record of the borrower opened last (its requests, its faults). */
    sandboxDevice: () => device(deviceId),
    requests: (path: string) => device(deviceId).requests.filter((r) => r.path === path),
    toasts: () => screen.queryAllByTestId('toast').map((t) => t.textContent),
    userMessages: () => screen.queryAllByTestId('chat-user-message').map((m) => m.textContent),
    /** Category → question → answers, then the first answer's bubble. */
    async openAnswer(category: string, question: string) {
      await option(category);
      await option(question);
      return (await screen.findAllByTestId('chat-bot-answer'))[0] as HTMLElement;
    },
  };
}
