import { useTranslation } from 'react-i18next';
import type { LoanDetails } from '../api/get-loan-details';

/** Product logo and name, then the order's rows as the server words them. */
export function OrderCard({ details }: { details: LoanDetails }) {
  const { t } = useTranslation('loanDetails');
  const rows = details.userOrderDetail.detail.filter((r) => r.text || r.value);
  return (
    <section className="ld-card" aria-label={t('orderLabel')}>
      {details.productName || details.productLogo ? (
        <div className="ld-product">
          {details.productLogo ? (
            <img src={details.productLogo} alt="" fetchPriority="low" width={36} height={36} />
          ) : null}
          <span className="ld-product-name">{details.productName}</span>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <dl className="ld-rows" data-testid="loan-rows">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
            <div key={i} className="ld-row">
              <dt>{row.text}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
