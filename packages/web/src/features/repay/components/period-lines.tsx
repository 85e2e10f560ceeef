import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import type { InstalmentPeriod } from '../api/get-instalment-plan';

interface Props {
  period: InstalmentPeriod;
  index: number;
  /** Its amount (the server's text wins when it sends one). */
  amount: number;
  /** Shown when the server gives the period no status of its own. */
  status?: string;
}

/** A period's number, due date, status and amount: the lines both lists show alike. */
export function PeriodLines({ period, index, amount, status }: Props) {
  const { t } = useTranslation('repay');
  const { market } = currentMarket();
  const state = period.repayDes || status;
  return (
    <>
      <span className="repay-period__main">
        <span className="repay-period__title">
          {t('period', { no: period.periodNo || index + 1 })}
        </span>
        {period.dueTime ? (
          <span className="repay-period__sub">
            {t('due', { date: formatDate(period.dueTime, market) || period.dueTime })}
          </span>
        ) : null}
        {state ? <span className="repay-period__sub">{state}</span> : null}
      </span>
      <span className="repay-period__amount">
        {period.amountText || formatMoney(amount, market)}
      </span>
    </>
  );
}
