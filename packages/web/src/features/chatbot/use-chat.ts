import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/http';
import { notify } from '../../lib/notify';
import { fetchQaList } from './api/get-qa-list';
import { RECORD, record } from './api/qa-record';
import { type ChatItem, itemText } from './api/schemas';
import { ROOT_PID } from './calls';
import type { ChatMessage, NewMessage } from './chat-messages';

/**
 * The conversation: categories (pid 0), their children, then answers, and free text. The history
 * lives in this state, so it stays while the page lives.
 */
export function useChat(orderNo: string) {
  const { t } = useTranslation('chatbot');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const busyRef = useRef(false);

  const push = useCallback((...added: NewMessage[]) => {
    setMessages((list) => [
      ...list,
      ...added.map((m) => ({ ...m, id: nextId.current++ }) as ChatMessage),
    ]);
  }, []);
  const patch = useCallback((id: number, change: Partial<ChatMessage>) => {
    setMessages((list) =>
      list.map((m) => (m.id === id ? ({ ...m, ...change } as ChatMessage) : m)),
    );
  }, []);

  /**
   * Runs one request at a time (a second tap while the bot answers does nothing) and tells the
   * borrower about a failure; server codes were already toasted by the client. False on failure.
   */
  const guard = useCallback(async (work: () => Promise<unknown>) => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      return (await work()) !== false;
    } catch (error) {
      notify.toast(describeError(error), { kind: 'error' });
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const load = useCallback(
    async (pid: string, intro: string): Promise<ChatItem[] | null> => {
      const retry = () => void guard(async () => void (await load(pid, intro)));
      try {
        const result = await fetchQaList(orderNo, pid);
        if (!result.ok) {
          push({ from: 'bot', kind: 'error', text: result.message || t('loadFailed'), retry });
          return null;
        }
        const { question, answerList } = result.data;
        if (question) {
          if (answerList.length === 0)
            push({ from: 'bot', kind: 'text', text: t('noAnswer'), report: true });
          for (const item of answerList) push({ from: 'bot', kind: 'answer', item });
        } else if (answerList.length === 0) {
          push({ from: 'bot', kind: 'text', text: t('noTopics'), report: true });
        } else {
          push({ from: 'bot', kind: 'options', text: intro, options: answerList });
        }
        return answerList;
      } catch (error) {
        push({ from: 'bot', kind: 'error', text: describeError(error), retry });
        return null;
      }
    },
    [guard, orderNo, push, t],
  );

  /** The borrower's pick, as their bubble, then what is under it. */
  const open = useCallback(
    async (item: ChatItem) => {
      push({ from: 'user', text: itemText(item) });
      await load(item.id, t('choose'));
    },
    [load, push, t],
  );

  const start = useCallback(
    (selectedIndex: number) =>
      guard(async () => {
        const chosen = (await load(ROOT_PID, t('greeting')))?.[selectedIndex];
        if (chosen) await open(chosen);
      }),
    [guard, load, open, t],
  );

  const choose = useCallback((item: ChatItem) => guard(() => open(item)), [guard, open]);

  const sendText = useCallback(
    (text: string) =>
      guard(async () => {
        const mine = nextId.current;
        push({ from: 'user', text });
        // On failure the bubble goes and the caller puts the text back in the input: nothing lost.
        const unsend = () => setMessages((list) => list.filter((m) => m.id !== mine));
        const result = await record(orderNo, RECORD.freeText, text, '').catch((error: unknown) => {
          unsend();
          throw error;
        });
        if (!result.ok) {
          unsend();
          return false;
        }
        const reply = result.data;
        if (reply.answerList.length > 0) {
          push({
            from: 'bot',
            kind: 'options',
            text: reply.title || t('maybe'),
            options: reply.answerList,
          });
        } else {
          // The contact-support button only where the server says the reply is a report.
          push({
            from: 'bot',
            kind: 'text',
            text: reply.title || t('noMatch'),
            report: reply.isReport,
          });
        }
      }),
    [guard, orderNo, push, t],
  );

  return { messages, busy, push, patch, guard, start, choose, sendText };
}
