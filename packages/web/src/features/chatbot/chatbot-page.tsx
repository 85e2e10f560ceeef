import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useRef, useState } from 'react';
import { bridge } from '../../lib/bridge';
import { usePage } from '../../lib/routes';
import { useComplaintTypesCall } from '../../lib/user-problem';
import { PageFrame, RatingDialog } from '../../ui';
import { defaultHandoverType } from './api/handover-type';
import { RECORD, record, SOLVED, UNSOLVED } from './api/qa-record';
import { ACTION_HANDOVER, type ChatItem, itemText } from './api/schemas';
import { type BubbleActions, ChatBubble } from './components/chat-bubble';
import { ChatInput } from './components/chat-input';
import { useChat } from './use-chat';
import './chatbot.css';

/** Ratings from this many stars on go to the app store's rating prompt. */
export const STORE_RATING_FROM = 4;

/** /intelligentCustomerService (selectedIndex, orderNo): the help chatbot. */
export function ChatbotPage() {
  const { t, params, navigate, frame } = usePage(PAGES.chatbot, { ns: 'chatbot', title: 'title' });
  const { orderNo, selectedIndex: selected } = params;
  const chat = useChat(orderNo);
  const typesCall = useComplaintTypesCall();
  const [rating, setRating] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: StrictMode's second effect run must not greet twice.
    if (started.current) return;
    started.current = true;
    const index = /^\d+$/.test(selected) ? Number(selected) : -1;
    void chat.start(index);
  }, [chat.start, selected]);

  // Keep the newest message in view.
  const count = chat.messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [count]);

  const handover = (item: ChatItem) =>
    void chat.guard(async () => {
      const result = await record(orderNo, RECORD.handover, 1, item.id);
      if (!result.ok) return false;
      // Without a type from the server the form still opens, for the order, with the general type;
      // only when no type can be had does the borrower choose on the complaint entry.
      const problemType = item.problem_type || (await defaultHandoverType(typesCall, orderNo));
      void navigate(
        problemType
          ? pageHref(PAGES.complaintForm, {
              problemType,
              problemSonType: item.problem_type ? item.problem_son_type : '',
              orderNo,
            })
          : pageHref(PAGES.complaint, { orderNo }),
      );
    });

  const actions: BubbleActions = {
    busy: chat.busy,
    choose: (item) => {
      if (item.action_type !== ACTION_HANDOVER) return void chat.choose(item);
      chat.push({ from: 'user', text: itemText(item) });
      handover(item);
    },
    handover,
    judge: (messageId, item, solved) =>
      void chat.guard(async () => {
        const result = await record(orderNo, RECORD.solved, solved ? SOLVED : UNSOLVED, item.id);
        if (!result.ok) return false;
        chat.patch(messageId, { verdict: solved ? 'solved' : 'unsolved' });
        if (solved) setRating(item.id);
        else
          chat.push({
            from: 'bot',
            kind: 'text',
            text: result.data.title || t('unsolvedReply'),
            // The contact-support button only where the server says the reply is a report.
            report: result.data.isReport,
          });
      }),
  };

  const rate = (stars: number) =>
    chat.guard(async () => {
      if (!rating) return false;
      const result = await record(orderNo, RECORD.rating, stars, rating);
      if (!result.ok) return false;
      setRating(null);
      if (stars < STORE_RATING_FROM) {
        chat.push({ from: 'bot', kind: 'text', text: result.data.title || t('rating.thanks') });
        return;
      }
      // The store prompt may not show (a browser, a quota): the thanks are said either way.
      await bridge.rate({}).catch(() => undefined);
      chat.push({ from: 'bot', kind: 'text', text: t('rating.thanksHigh') });
    });

  return (
    <PageFrame {...frame} className="cb">
      <ol
        className="cb-log"
        aria-live="polite"
        aria-label={t('conversation')}
        data-testid="chat-log"
      >
        {chat.messages.map((message) => (
          <ChatBubble key={message.id} message={message} actions={actions} />
        ))}
      </ol>
      <div ref={end} className="cb-end" />
      <ChatInput onSend={chat.sendText} busy={chat.busy} />
      <RatingDialog
        open={rating !== null}
        title={t('rating.title')}
        submitLabel={t('rating.submit')}
        chooseStarMessage={t('rating.chooseStar')}
        busy={chat.busy}
        onClose={() => setRating(null)}
        onSubmit={rate}
      />
    </PageFrame>
  );
}
