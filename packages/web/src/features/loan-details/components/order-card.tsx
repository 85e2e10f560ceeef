import { useTranslation } from 'react-i18next';
// By file, not the format index: these pages need the date code only.
import { formatDatesIn } from '../../../lib/format/date';
import { currentMarket } from '../../../lib/identity';
import { Lines } from '../../../ui';
import type { LoanDetails } from '../api/get-loan-details';

/** Product logo and name, then the order's rows as the server words them. */
export function OrderCard({ details }: { details: LoanDetails }) {
  const { t } = useTranslation('loanDetails');
  const { market } = currentMarket();
  // The server's rows, with any date in a value in the market's style.
  const rows = details.userOrderDetail.detail.map((row) => ({
    text: row.text,
    value: formatDatesIn(row.value, market),
  }));
  return (
    <section className="ui-card" aria-label={t('orderLabel')}>
      {details.productName || details.productLogo ? (
        <div className="ld-product">
          {details.productLogo ? (
            <img src={details.productLogo} alt="" fetchPriority="low" width={36} height={36} />
          ) : null}
          <span className="ld-product-name">{details.productName}</span>
        </div>
      ) : null}
      <Lines lines={rows} testId="loan-rows" />
    </section>
  );
}
