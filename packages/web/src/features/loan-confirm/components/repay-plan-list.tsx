import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import type { ConfirmDetail } from '../api/get-confirm-detail';

/** The repayment plan: first repayment date, then each instalment with its date and amount. */
export function RepayPlanList({ detail }: { detail: ConfirmDetail }) {
  const { t } = useTranslation('loanConfirm');
  const plans = detail.repay_plans;
  const { market } = currentMarket();
  // The market's date format; a text that is not a date is shown as the server sent it.
  const date = (text: string) => formatDate(text, market) || text;
  if (plans.length === 0 && !detail.firstPayTime) return null;
  return (
    <section className="ui-card" aria-labelledby="lc-plan-title">
      <h2 id="lc-plan-title" className="lc-card-title">
        {t('plan.title')}
      </h2>
      {detail.firstPayTime ? (
        <p className="lc-first-pay">
          {detail.firstPeriodDay
            ? t('plan.firstWithDays', {
                date: date(detail.firstPayTime),
                days: detail.firstPeriodDay,
              })
            : t('plan.first', { date: date(detail.firstPayTime) })}
        </p>
      ) : null}
      {plans.length > 0 ? (
        <ol className="lc-plan" data-testid="confirm-plan">
          {plans.map((plan, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: instalments are ordered and have no id
            <li key={i} className="lc-plan-item">
              <div className="lc-plan-main">
                <span className="lc-plan-title">
                  {plan.title || t('plan.period', { n: i + 1 })}
                </span>
                {plan.description ? <span className="lc-plan-desc">{plan.description}</span> : null}
              </div>
              <div className="lc-plan-side">
                <span className="lc-plan-amount">{plan.amount}</span>
                {plan.pay_time ? (
                  <span className="lc-plan-date">
                    {t('plan.due', { date: date(plan.pay_time) })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
