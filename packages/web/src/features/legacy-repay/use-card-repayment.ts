import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';
import { commitRepayment } from './api/commit-repayment';
import { confirmRepayment } from './api/confirm-repayment';
import type { BankCard } from './api/get-repayment-way';
import { COMMIT_CALL, CONFIRM_CALL } from './calls';
import { SMS_CODE_MIN } from './components/sms-code-dialog';
import { codeText, failureText } from './legacy-errors';

interface Order {
  orderId: string;
  amount: string;
  repayToken: string;
  /** The store's explicit language (`lang: 'zh-CN'`), sent so the server answers in it. */
  lang?: { lang?: string };
}

/**
 * Commit, the SMS code and confirm of a card repayment. Each step runs through useSubmit, so a
 * second tap while a request runs sends nothing; a failure says what happened and keeps the card
 * and the code where they are.
 */
export function useCardRepayment(order: Order, onDone: () => void) {
  const { t } = useTranslation('legacyRepay');
  const [recordId, setRecordId] = useState('');
  const [code, setCode] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [counting, setCounting] = useState(false);

  const tell = (text: string | null) => {
    if (text) notify.toast(text, { kind: 'error' });
  };

  const commit = useSubmit(async (card: BankCard | undefined) => {
    if (!card) {
      notify.toast(t('chooseCard'), { kind: 'error' });
      return;
    }
    try {
      const result = await request(
        commitRepayment,
        COMMIT_CALL.params({
          amount: order.amount,
          bankName: card.bankName,
          cardId: card.id,
          cardNo: card.cardNo,
          couponId: '',
          orderId: order.orderId,
          repayToken: order.repayToken,
          bankCode: card.bankCode,
          sendMsg: 1,
          ...order.lang,
        }) ?? {},
        { silent: true, loading: true },
      );
      if (!result.ok) return tell(codeText(t, result.code, result.message));
      if (result.data.needValid === '1') {
        setRecordId(result.data.repayRecordId);
        setCounting(true);
        setDialogOpen(true);
        notify.toast(t('smsSentToast'));
      } else onDone();
    } catch (error) {
      tell(failureText(t, error));
    }
  });

  const confirm = useSubmit(async () => {
    if (code.length < SMS_CODE_MIN) {
      notify.toast(t('badCodeInput'), { kind: 'error' });
      return;
    }
    try {
      const result = await request(
        confirmRepayment,
        CONFIRM_CALL.params({
          orderId: order.orderId,
          verifyCode: code,
          repaymentRecordId: recordId,
          ...order.lang,
        }) ?? {},
        { silent: true, loading: true },
      );
      if (!result.ok) return tell(codeText(t, result.code, result.message));
      setDialogOpen(false);
      setCounting(false);
      setCode('');
      onDone();
    } catch (error) {
      tell(failureText(t, error));
    }
  });

  return {
    commit,
    confirm,
    sms: {
      open: dialogOpen,
      code,
      onCode: setCode,
      counting,
      onCountEnd: () => setCounting(false),
      close: () => setDialogOpen(false),
    },
  };
}
