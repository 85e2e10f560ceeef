import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Endpoint, type Params, request, useSubmit } from '../../lib/http';
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

  // Each step the same way: the loading toast, and the server's refusal or a failure told in the
  // step's words instead of the common toast; only an accepted step goes on.
  const send = async <T>(endpoint: Endpoint<T>, params: Params, accepted: (data: T) => void) => {
    try {
      const result = await request(endpoint, params, { silent: true, loading: true });
      if (!result.ok) return tell(codeText(t, result.code, result.message));
      accepted(result.data);
    } catch (error) {
      tell(failureText(t, error));
    }
  };

  const commit = useSubmit(async (card: BankCard | undefined) => {
    if (!card) return tell(t('chooseCard'));
    await send(
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
      (data) => {
        if (data.needValid === '1') {
          setRecordId(data.repayRecordId);
          setCounting(true);
          setDialogOpen(true);
          notify.toast(t('smsSentToast'));
        } else onDone();
      },
    );
  });

  const confirm = useSubmit(async () => {
    if (code.length < SMS_CODE_MIN) return tell(t('badCodeInput'));
    await send(
      confirmRepayment,
      CONFIRM_CALL.params({
        orderId: order.orderId,
        verifyCode: code,
        repaymentRecordId: recordId,
        ...order.lang,
      }) ?? {},
      () => {
        setDialogOpen(false);
        setCounting(false);
        setCode('');
        onDone();
      },
    );
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
