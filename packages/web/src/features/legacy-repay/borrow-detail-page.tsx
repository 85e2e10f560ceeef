import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bridge, orToast } from '../../lib/bridge';
import { formatAmount, toNumber } from '../../lib/format';
import { isApiError } from '../../lib/http';
import { usePage } from '../../lib/routes';
import { Button, Cell, CellGroup, EmptyState, ErrorState, PageFrame } from '../../ui';
import { alipayOffered, repaymentWayKey, useRepaymentWay } from './api/get-repayment-way';
import { CardList } from './components/card-list';
import { SmsCodeDialog } from './components/sms-code-dialog';
import { failureText } from './legacy-errors';
import { inLegacyLanguage, useLegacyLang } from './legacy-language';
import { useCardRepayment } from './use-card-repayment';
import './legacy-repay.css';

/** `/borrowDetail/:orderId`: the legacy store's card repayment with the SMS code. */
function BorrowDetailPageContent() {
  const { t, params, navigate, leave, market, frame } = usePage(PAGES.borrowDetail, {
    ns: 'legacyRepay',
    required: ['orderId'],
    title: 'title',
    missing: 'missingOrder',
  });
  const { orderId, productId, userId } = params;
  const queryClient = useQueryClient();
  const lang = useLegacyLang(PAGES.borrowDetail);
  const way = useRepaymentWay(orderId, lang);
  const [selected, setSelected] = useState(-1);
  const [done, setDone] = useState(false);
  const amount = params.amount || way.data?.amount || '';

  const refreshCards = () =>
    void queryClient.invalidateQueries({ queryKey: repaymentWayKey(orderId, lang) });
  // A card bound in the shell's bank flow shows up here as soon as the flow reports back.
  useEffect(
    () =>
      bridge.on(
        'bankResult',
        () => void queryClient.invalidateQueries({ queryKey: repaymentWayKey(orderId, lang) }),
      ),
    [queryClient, orderId, lang],
  );

  const repayment = useCardRepayment(
    { orderId, amount, repayToken: way.data?.repayToken ?? '', lang },
    () => {
      setDone(true);
      setSelected(-1);
      // The paid order gets a new repay token; the old one can never be committed again.
      refreshCards();
    },
  );

  // After paying, the borrower goes on to the order's details (in this app when the product is known).
  const toLoanDetails = () => {
    if (productId)
      void navigate(pageHref(PAGES.loanDetails, { productId, orderId }), { replace: true });
    else leave();
  };

  // The submitted repayment is followed on the borrower's orders, the app's "mine" tab.
  const toMyOrders = () => orToast(bridge.goMine({}));

  return (
    <PageFrame
      {...frame}
      className="legacy"
      query={way}
      errorMessage={(error) =>
        isApiError(error) && error.kind === 'server'
          ? t('errors.cardList')
          : (failureText(t, error) ?? t('errors.cardList'))
      }
    >
      {(data) => {
        if (done)
          return (
            <EmptyState
              title={t('doneTitle')}
              text={t('doneText')}
              action={
                <>
                  <Button variant="primary" onClick={toLoanDetails} testId="legacy-done-back">
                    {t('back')}
                  </Button>
                  <Button variant="secondary" onClick={toMyOrders} testId="legacy-done-orders">
                    {t('myOrders')}
                  </Button>
                </>
              }
            />
          );
        if (toNumber(amount) <= 0)
          return <ErrorState message={t('missingAmount')} onBack={leave} />;
        const cards = data.bankCards;
        return (
          <>
            <section className="legacy-amount">
              <p>{t('amountDue')}</p>
              <strong data-testid="legacy-amount">{formatAmount(amount, market)}</strong>
              <p className="legacy-order">{t('orderNo', { orderId })}</p>
            </section>
            <CardList
              cards={cards}
              selected={selected}
              onSelect={setSelected}
              onAddCard={() =>
                navigate(pageHref(PAGES.addNormalCard, { orderId, productId, ...lang }))
              }
            />
            {alipayOffered(data) ? (
              <CellGroup>
                <Cell
                  title={t('alipay')}
                  onClick={() =>
                    navigate(pageHref(PAGES.alipayRepayment, { orderId, amount, userId, ...lang }))
                  }
                  testId="legacy-alipay"
                />
              </CellGroup>
            ) : null}
            <footer className="ui-fixed-bar">
              <Button
                block
                loading={repayment.commit.pending}
                onClick={() => void repayment.commit.run(cards[selected])}
                testId="legacy-pay"
              >
                {t('pay')}
              </Button>
            </footer>
            <SmsCodeDialog
              open={repayment.sms.open}
              code={repayment.sms.code}
              onCode={repayment.sms.onCode}
              counting={repayment.sms.counting}
              onCountEnd={repayment.sms.onCountEnd}
              onResend={() => void repayment.commit.run(cards[selected])}
              resending={repayment.commit.pending}
              onConfirm={() => void repayment.confirm.run()}
              confirming={repayment.confirm.pending}
              onClose={repayment.sms.close}
            />
          </>
        );
      }}
    </PageFrame>
  );
}

/** In the store's language (`lang=zh-CN` for Chinese, else the borrower's). */
export const BorrowDetailPage = inLegacyLanguage(PAGES.borrowDetail, BorrowDetailPageContent);
