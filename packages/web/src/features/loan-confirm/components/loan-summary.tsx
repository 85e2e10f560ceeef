import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import type { ConfirmDetail } from '../api/get-confirm-detail';
import { termText } from '../term-text';

/** Product, the amount in large type, and the term and rate under it. */
export function LoanSummary({ detail }: { detail: ConfirmDetail }) {
  const { t } = useTranslation('loanConfirm');
  const { market } = currentMarket();
  return (
    <section className="lc-summary" aria-labelledby="lc-amount-label">
      {detail.productName ? (
        <div className="lc-product">
          {detail.productLogo ? (
            <img src={detail.productLogo} alt="" fetchPriority="low" width={32} height={32} />
          ) : null}
          <span>{detail.productName}</span>
        </div>
      ) : null}
      <p id="lc-amount-label" className="lc-amount-label">
        {t('amount')}
      </p>
      <p className="lc-amount" data-testid="confirm-amount">
        {formatMoney(detail.amount, market)}
      </p>
      <dl className="lc-terms">
        <div>
          <dt>{t('termLabel')}</dt>
          <dd data-testid="confirm-term">{termText(t, detail.periods, detail.termUnit)}</dd>
        </div>
        <div>
          <dt>{t('rate')}</dt>
          <dd data-testid="confirm-rate">
            {detail.pRateDsc || '-'}
            {detail.sp_rate ? (
              <span className="lc-sp-rate">{t('specialRate', { rate: detail.sp_rate })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
