import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { callPhone } from '../../lib/bridge';
import { formatAmount, formatDate, formatDatesIn, parseAmount } from '../../lib/format';
import { marketServicePhone } from '../../lib/identity';
import { Button, Cell, CellGroup, PageFrame } from '../../ui';
import { useDelayDetail, visibleLines } from './api/get-delay-detail';
import { DELAY_DETAIL_CALL } from './calls';
import { ProductLogo } from './components/product-logo';
import { useRepayPage } from './use-repay-page';
import './repay.css';

/** `/repayDelay`: what extending the loan costs, until when, and the way to pay for it. */
export function RepayDelayPage() {
  const { t, params, market, frame, pay } = useRepayPage(PAGES.repayDelay, DELAY_DETAIL_CALL);
  const detail = useDelayDetail(params);

  return (
    <PageFrame {...frame} className="repay" query={detail}>
      {(data) => {
        const fee = parseAmount(data.delayShouldPayAmount, market);
        const phone = data.telephone || marketServicePhone();
        const lines = visibleLines(data.orderDetail.detail);
        return (
          <>
            <section className="repay-card repay-delay">
              <div className="repay-delay__product">
                <ProductLogo src={data.productLogo} />
                <h2>{data.productName}</h2>
              </div>
              <p className="repay-delay__label">{t('delayFee')}</p>
              <p className="repay-delay__fee">{formatAmount(fee, market)}</p>
              {data.delayExpiryTime ? (
                <p className="repay-summary__sub">
                  {t('delayExpiry', {
                    date: formatDate(data.delayExpiryTime, market) || data.delayExpiryTime,
                  })}
                </p>
              ) : null}
            </section>
            {lines.length ? (
              <dl className="repay-card repay-lines">
                {lines.map((line) => (
                  <div key={`${line.text}:${line.value}`} className="repay-lines__row">
                    <dt>{line.text}</dt>
                    <dd>{formatDatesIn(line.value, market)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <CellGroup inset>
              <Cell title={t('contact')} value={phone} onClick={() => callPhone(phone)} />
            </CellGroup>
            <footer className="ui-fixed-bar repay-bar">
              <p className="repay-bar__total">
                <span>{t('total')}</span>
                <strong>{formatAmount(fee, market)}</strong>
              </p>
              <Button
                variant="primary"
                disabled={fee <= 0}
                onClick={() => void pay.run(fee)}
                testId="delay-pay"
              >
                {t('payNow')}
              </Button>
            </footer>
          </>
        );
      }}
    </PageFrame>
  );
}
