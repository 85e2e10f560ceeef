import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { formatMoney, parseAmount } from '../../lib/format';
import { currentMarket } from '../../lib/identity';
import { Button, EmptyState, PageFrame, PullToRefresh } from '../../ui';
import { useInstalmentPlan } from './api/get-instalment-plan';
import { PaidPeriods } from './components/paid-periods';
import { PendingPeriods } from './components/pending-periods';
import {
  clampCount,
  initialCount,
  selectedTotal,
  tapPeriod,
  toggleAll,
} from './instalment-selection';
import './repay.css';

/** `/repay`: the instalment plan ('Detail Tagihan'); pays a prefix of the pending periods. */
export function InstalmentPage() {
  const { t } = useTranslation('repay');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const productId = query.get('productId') ?? '';
  const orderId = query.get('orderId') ?? '';
  const { market } = currentMarket();
  const plan = useInstalmentPlan(productId, orderId);
  const [chosen, setChosen] = useState<number | null>(null);
  const leaving = useRef(false);

  const pending = plan.data?.repayPlanDetail.repayWaitDetail ?? [];
  const paid = plan.data?.repayPlanDetail.repayYetDetail ?? [];
  const amounts = useMemo(
    () => pending.map((p) => parseAmount(p.totalAmount, market)),
    [pending, market],
  );
  // A refetch (the webview resumed after a payment) may shorten the list: keep the selection valid.
  const count = chosen === null ? initialCount(pending.length) : clampCount(chosen, pending.length);
  const total = selectedTotal(amounts, count);

  const pay = () => {
    if (total <= 0 || leaving.current) return;
    leaving.current = true;
    const periods = pending.slice(0, count).map((p, i) => p.periodNo || String(i + 1));
    navigate(
      pageHref(PAGES.paymentInstructions, {
        productId,
        orderId,
        amount: String(total),
        periods: periods.join(','),
        fresh: 1,
      }),
    );
  };

  return (
    <PageFrame
      title={t('title')}
      onBack={leavePage}
      className="repay"
      required={[productId, orderId]}
      missingMessage={t('missingOrder')}
      query={plan}
    >
      {(data) => (
        <>
          <PullToRefresh onRefresh={() => plan.refetch()}>
            <div className="repay-summary">
              <p className="repay-summary__product">{data.productName}</p>
              {data.repayWaitCount ? (
                <p className="repay-summary__sub">
                  {t('waitCount', { count: data.repayWaitCount })}
                </p>
              ) : null}
            </div>
            {pending.length ? (
              <PendingPeriods
                periods={pending}
                amounts={amounts}
                count={count}
                onTap={(index) => setChosen(tapPeriod(count, index, pending.length))}
                onToggleAll={() => setChosen(toggleAll(count, pending.length))}
              />
            ) : (
              <EmptyState title={t('allPaidTitle')} text={t('allPaidText')} />
            )}
            <PaidPeriods periods={paid} />
            {data.note ? (
              <aside className="repay-note">
                <h2>{t('note')}</h2>
                <p>{data.note}</p>
              </aside>
            ) : null}
          </PullToRefresh>
          <footer className="repay-bar">
            <p className="repay-bar__total">
              <span>{t('total')}</span>
              <strong data-testid="instalment-total">
                {formatMoney(total, market, Number.isInteger(total) ? 0 : 2)}
              </strong>
            </p>
            <Button variant="primary" disabled={total <= 0} onClick={pay} testId="instalment-pay">
              {t('payNow')}
            </Button>
          </footer>
        </>
      )}
    </PageFrame>
  );
}
