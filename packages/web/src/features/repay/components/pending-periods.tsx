import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui';
import type { InstalmentPeriod } from '../api/get-instalment-plan';
import { PeriodLines } from './period-lines';

interface Props {
  periods: InstalmentPeriod[];
  amounts: number[];
  count: number;
  onTap: (index: number) => void;
  onToggleAll: () => void;
}

/** The pending periods with their check boxes and the select-all toggle. */
export function PendingPeriods({ periods, amounts, count, onTap, onToggleAll }: Props) {
  const { t } = useTranslation('repay');
  const headingId = useId();
  const allSelected = periods.length > 0 && count >= periods.length;
  return (
    <section className="repay-card" aria-labelledby={headingId}>
      <div className="repay-card__head">
        <h2 id={headingId}>{t('pending')}</h2>
        <Checkbox checked={allSelected} onChange={onToggleAll} testId="instalment-select-all">
          {t('selectAll')}
        </Checkbox>
      </div>
      <ul className="repay-periods">
        {periods.map((period, index) => (
          <li key={period.periodNo}>
            <Checkbox
              checked={index < count}
              onChange={() => onTap(index)}
              testId="instalment-period"
            >
              <span className="repay-period">
                <PeriodLines period={period} index={index} amount={amounts[index] ?? 0} />
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </section>
  );
}
