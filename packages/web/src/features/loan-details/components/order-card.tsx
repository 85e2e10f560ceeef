import { useTranslation } from 'react-i18next';
import { Lines } from '../../../ui';
import type { LoanDetails } from '../api/get-loan-details';

/** Product logo and name, then the order's rows as the server words them. */
export function OrderCard({ details }: { details: LoanDetails }) {
  const { t } = useTranslation('loanDetails');
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
      <Lines lines={details.userOrderDetail.detail} testId="loan-rows" />
    </section>
  );
}
