import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bridge, openTarget } from '../../lib/bridge';
import { useSubmit } from '../../lib/http';
import { notify, TOAST_LONG_MS } from '../../lib/notify';
import { jumpToContract } from './api/contract-jump';
import type { ConfirmDetail } from './api/get-confirm-detail';
import { submitLoan } from './api/push-loan';

/** The tracking event the shell records when a loan is confirmed. */
export const CONFIRM_EVENT = 'loan_confirm';
/** How long the page waits for the shell to take the tracking event before moving on. */
const TRACK_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Confirming the loan and opening an agreement, each guarded against a second tap. */
export function useConfirmActions(
  { productId, orderId }: { productId: string; orderId: string },
  detail: ConfirmDetail | undefined,
) {
  const { t } = useTranslation('loanConfirm');
  const navigate = useNavigate();
  // Once the server has the loan, the button stays off: a second push would be a second loan.
  const [submitted, setSubmitted] = useState(false);

  const go = useCallback(
    async (url: string, params: Record<string, string> = {}) => {
      const how = url ? await openTarget(url, params, navigate) : 'refused';
      if (how === 'refused') notify.toast(t('errors.badLink'), { kind: 'error' });
    },
    [t, navigate],
  );

  const confirm = useSubmit(
    useCallback(async () => {
      if (!detail) return;
      const input = {
        amount: detail.amount,
        periods: detail.periods,
        termUnit: detail.termUnit,
        productId,
      };
      const result = await submitLoan(input);
      if (!result.ok) return; // the server's message is already on screen
      setSubmitted(true);
      // The shell records the confirmation; a slow or missing shell must not keep the borrower here.
      await Promise.race([
        bridge.trackConfirm({ event: CONFIRM_EVENT, params: input }).catch(() => undefined),
        wait(TRACK_WAIT_MS),
      ]);
      const url = result.data.lendDetailsUrl;
      const how = url
        ? // A redirect: the confirmed loan's details take this page's place in the history.
          await openTarget(
            url,
            { from: 'confirm' },
            (to) => void navigate(to, { replace: true }),
          ).catch(() => 'failed' as const)
        : 'refused';
      if (how === 'refused' || how === 'failed')
        notify.toast(t('errors.submittedNoLink'), { kind: 'info', durationMs: TOAST_LONG_MS });
    }, [detail, productId, t, navigate]),
  );

  const openAgreement = useSubmit(
    useCallback(
      async (position: number) => {
        const result = await jumpToContract({ productId, orderId, position });
        if (result.ok) await go(result.data.contract_url);
      },
      [productId, orderId, go],
    ),
  );

  return { confirm, openAgreement, submitted };
}
