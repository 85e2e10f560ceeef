import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo, useState } from 'react';
import { formatAmount, parseAmount } from '../../lib/format';
import { Button, EmptyState, PageFrame, PullToRefresh } from '../../ui';
import { useInstalmentPlan } from './api/get-instalment-plan';
import { INSTALMENT_PLAN_CALL } from './calls';
import { PaidPeriods } from './components/paid-periods';
import { PendingPeriods } from './components/pending-periods';
import {
  clampCount,
  initialCount,
  selectedTotal,
  tapPeriod,
  toggleAll,
} from './instalment-selection';
import { useRepayPage } from './use-repay-page';
import './repay.css';

/** `/repay`: the instalment plan ('Detail Tagihan'); pays a prefix of the pending periods. */
export function RepayPage() {
  const { t, params, market, frame, pay } = useRepayPage(PAGES.repay, INSTALMENT_PLAN_CALL);
  const plan = useInstalmentPlan(params);
  const [chosen, setChosen] = useState<number | null>(null);

  const pending = plan.data?.repayPlanDetail.repayWaitDetail ?? [];
  const paid = plan.data?.repayPlanDetail.repayYetDetail ?? [];
  const amounts = useMemo(
    () => pending.map((p) => parseAmount(p.totalAmount, market)),
    [pending, market],
  );
  // A refetch (the webview resumed after a payment) may shorten the list: keep the selection valid.
  const count = chosen === null ? initialCount(pending.length) : clampCount(chosen, pending.length);
  const total = selectedTotal(amounts, count);

  // The periods chosen: a prefix of the pending ones.
  const periods = () => pending.slice(0, count).map((p, i) => p.periodNo || String(i + 1));

  return (
    <PageFrame {...frame} className="repay" query={plan}>
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
          <footer className="ui-fixed-bar repay-bar">
            <p className="repay-bar__total">
              <span>{t('total')}</span>
              <strong data-testid="instalment-total">{formatAmount(total, market)}</strong>
            </p>
            <Button
              variant="primary"
              disabled={total <= 0}
              onClick={() => void pay.run(total, periods().join(','))}
              testId="instalment-pay"
            >
              {t('payNow')}
            </Button>
          </footer>
        </>
      )}
    </PageFrame>
  );
}
