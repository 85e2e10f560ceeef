import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';

/** Free text; empty or blank input is never sent, and a failed send gives the text back. */
export function ChatInput({
  onSend,
  busy,
}: {
  onSend: (text: string) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation('chatbot');
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = async () => {
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    const sent = await onSend(message);
    if (!sent) setText((current) => current || message);
  };

  return (
    <form
      className="cb-input"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="ui-sr">
        {t('inputLabel')}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={200}
        enterKeyHint="send"
        autoComplete="off"
        placeholder={t('placeholder')}
        data-testid="chat-input"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={blank} loading={busy && !blank} testId="chat-send">
        {t('send')}
      </Button>
    </form>
  );
}
