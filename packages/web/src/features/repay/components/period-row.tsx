import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import type { InstalmentPeriod } from '../api/get-instalment-plan';

/** One instalment: its number, due date and status line at the left, its amount at the right. */
export function PeriodRow({
  period,
  index,
  status,
  amount,
}: {
  period: InstalmentPeriod;
  /** Its place in the list (its number when the server sends none). */
  index: number;
  /** The status line; none when empty. */
  status: string;
  /** The amount as shown. */
  amount: string;
}) {
  const { t } = useTranslation('repay');
  const { market } = currentMarket();
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
        {status ? <span className="repay-period__sub">{status}</span> : null}
      </span>
      <span className="repay-period__amount">{amount}</span>
    </>
  );
}
