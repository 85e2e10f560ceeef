import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import type { InstalmentPeriod } from '../api/get-instalment-plan';
import { PeriodLines } from './period-lines';

/** The paid periods, folded by default: they are history, the pending ones are what matters. */
export function PaidPeriods({ periods }: { periods: InstalmentPeriod[] }) {
  const { t } = useTranslation('repay');
  const { market } = currentMarket();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (periods.length === 0) return null;
  return (
    <section className="repay-card">
      <button
        type="button"
        className="repay-fold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('paid', { count: periods.length })}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <ul id={listId} className="repay-periods repay-periods--paid">
          {periods.map((period, index) => (
            <li key={period.periodNo} className="repay-period">
              <PeriodLines
                period={period}
                index={index}
                amount={parseAmount(period.totalAmount, market)}
                status={t('paidStatus')}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
