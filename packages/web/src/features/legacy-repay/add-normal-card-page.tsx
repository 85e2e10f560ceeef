import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BridgeError, bridge } from '../../lib/bridge';
import { useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePage } from '../../lib/routes';
import { Button, EmptyState, PageFrame } from '../../ui';
import { repaymentWayKey } from './api/get-repayment-way';
import { inLegacyLanguage, useLegacyLang } from './legacy-language';
import './legacy-repay.css';

/** `/addnormalcard`: binds a bank card through the shell's bank flow (bankStart, bankResult, bankEnd). */
function AddNormalCardPageContent() {
  const { t, params, navigate, leave, frame } = usePage(PAGES.addNormalCard, {
    ns: 'legacyRepay',
    title: 'addCardTitle',
  });
  const { orderId, productId } = params;
  const queryClient = useQueryClient();
  const lang = useLegacyLang(PAGES.addNormalCard);
  const [waiting, setWaiting] = useState(false);

  const back = () => {
    if (orderId)
      navigate(pageHref(PAGES.borrowDetail, { orderId, productId, ...lang }), {
        replace: true,
      });
    else leave();
  };

  // The shell's bank flow reports here: end it, refresh the cards and go back to pick the new one.
  useEffect(
    () =>
      bridge.on('bankResult', (result) => {
        setWaiting(false);
        void bridge.bankEnd({ orderId, productId, ok: result.ok }).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: repaymentWayKey(orderId, lang) });
        if (!result.ok) {
          notify.toast(t('bindFailed'), { kind: 'error' });
          return;
        }
        notify.toast(t('bindOk'), { kind: 'success' });
        if (orderId)
          navigate(pageHref(PAGES.borrowDetail, { orderId, productId, ...lang }), {
            replace: true,
          });
      }),
    [orderId, productId, queryClient, t, navigate, lang],
  );

  const start = useSubmit(async () => {
    try {
      await bridge.bankStart({ orderId, productId });
      setWaiting(true);
    } catch (error) {
      const inApp = !(
        error instanceof BridgeError &&
        (error.code === 'UNSUPPORTED' || error.code === 'NOT_IN_APP')
      );
      notify.toast(inApp ? t('bindFailed') : t('needApp'), { kind: 'error' });
    }
  });

  return (
    <PageFrame {...frame} onBack={back} className="legacy">
      <EmptyState
        title={waiting ? t('bindWaiting') : t('addCardTitle')}
        text={t('addCardText')}
        action={
          <Button loading={start.pending} onClick={() => void start.run()} testId="legacy-bind">
            {waiting ? t('bindAgain') : t('bind')}
          </Button>
        }
      />
    </PageFrame>
  );
}

/** In the store's language (`lang=zh-CN` for Chinese, else the borrower's). */
export const AddNormalCardPage = inLegacyLanguage(PAGES.addNormalCard, AddNormalCardPageContent);
