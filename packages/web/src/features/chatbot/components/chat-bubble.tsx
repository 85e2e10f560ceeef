import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui';
import { ACTION_HANDOVER, ACTION_REPORT, type ChatItem, itemText } from '../api/schemas';
import type { ChatMessage } from '../chat-messages';

export interface BubbleActions {
  busy: boolean;
  choose: (item: ChatItem) => void;
  handover: (item: ChatItem) => void;
  judge: (messageId: number, item: ChatItem, solved: boolean) => void;
}

/** The two answers to "Did this solve it?": what `judge` is told, the button's text and test id. */
const JUDGE = [
  { solved: true, text: 'solved', testId: 'chat-solved' },
  { solved: false, text: 'unsolved', testId: 'chat-unsolved' },
] as const;

function ContactSupport() {
  const { t } = useTranslation('chatbot');
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => void navigate(PAGES.customerService.path)}
      testId="chat-contact-support"
    >
      {t('contactSupport')}
    </Button>
  );
}

function AnswerActions({
  message,
  actions,
}: {
  message: Extract<ChatMessage, { kind: 'answer' }>;
  actions: BubbleActions;
}) {
  const { t } = useTranslation('chatbot');
  const { item } = message;
  if (item.action_type === ACTION_HANDOVER) {
    return (
      <Button disabled={actions.busy} onClick={() => actions.handover(item)} testId="chat-handover">
        {t('handover')}
      </Button>
    );
  }
  if (item.action_type === ACTION_REPORT) return <ContactSupport />;
  if (message.verdict) {
    return (
      <p className="cb-verdict">
        {t(message.verdict === 'solved' ? 'markedSolved' : 'markedUnsolved')}
      </p>
    );
  }
  return (
    <fieldset className="cb-judge">
      <legend>{t('solvedQuestion')}</legend>
      {JUDGE.map(({ solved, text, testId }) => (
        <Button
          key={testId}
          variant="secondary"
          disabled={actions.busy}
          onClick={() => actions.judge(message.id, item, solved)}
          testId={testId}
        >
          {t(text)}
        </Button>
      ))}
    </fieldset>
  );
}

/** One message: the borrower's on the right, the bot's on the left with its choices. */
export function ChatBubble({ message, actions }: { message: ChatMessage; actions: BubbleActions }) {
  const { t } = useTranslation('chatbot');
  if (message.from === 'user') {
    return (
      <li className="cb-row cb-row-user">
        <p className="cb-bubble cb-user" data-testid="chat-user-message">
          {message.text}
        </p>
      </li>
    );
  }
  return (
    <li className="cb-row">
      <div className="cb-bubble cb-bot" data-testid={`chat-bot-${message.kind}`}>
        {message.kind === 'answer' ? <p>{itemText(message.item)}</p> : <p>{message.text}</p>}
        {message.kind === 'options' ? (
          <ul className="cb-options">
            {message.options.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="cb-option"
                  disabled={actions.busy}
                  onClick={() => actions.choose(item)}
                >
                  {itemText(item)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {message.kind === 'answer' ? <AnswerActions message={message} actions={actions} /> : null}
        {message.kind === 'text' && message.report ? <ContactSupport /> : null}
        {message.kind === 'error' ? (
          <Button variant="secondary" disabled={actions.busy} onClick={message.retry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
