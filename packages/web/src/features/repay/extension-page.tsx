import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bridge, useLeavePage } from '../../lib/bridge';
import { formatDate, formatMoney, parseAmount } from '../../lib/format';
import { currentMarket, marketServicePhone } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { Button, Cell, CellGroup, PageFrame } from '../../ui';
import { useDelayDetail, visibleLines } from './api/get-delay-detail';
import { ProductLogo } from './components/product-logo';
import './repay.css';

/** `/repayDelay`: what extending the loan costs, until when, and the way to pay for it. */
export function ExtensionPage() {
  const { t } = useTranslation('repay');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const leavePage = useLeavePage();
  const productId = query.get('productId') ?? '';
  const orderId = query.get('orderId') ?? '';
  const { market } = currentMarket();
  const detail = useDelayDetail(productId, orderId);
  const leaving = useRef(false);

  return (
    <PageFrame
      title={t('title')}
      onBack={leavePage}
      className="repay"
      required={[productId, orderId]}
      missingMessage={t('missingOrder')}
      query={detail}
    >
      {(data) => {
        const fee = parseAmount(data.delayShouldPayAmount, market);
        const phone = data.telephone || marketServicePhone();
        const lines = visibleLines(data.orderDetail.detail);
        const pay = () => {
          if (fee <= 0 || leaving.current) return;
          leaving.current = true;
          navigate(
            pageHref(PAGES.paymentInstructions, {
              productId,
              orderId,
              amount: String(fee),
              fresh: 1,
            }),
          );
        };
        const call = () => {
          bridge
            .call({ phone })
            .catch(() => notify.toast(t('callFailed', { phone }), { kind: 'error' }));
        };
        return (
          <>
            <section className="repay-card repay-delay">
              <div className="repay-delay__product">
                <ProductLogo src={data.productLogo} />
                <h2>{data.productName}</h2>
              </div>
              <p className="repay-delay__label">{t('delayFee')}</p>
              <p className="repay-delay__fee">
                {formatMoney(fee, market, Number.isInteger(fee) ? 0 : 2)}
              </p>
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
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <CellGroup inset>
              <Cell title={t('contact')} value={phone} onClick={call} />
            </CellGroup>
            <footer className="repay-bar">
              <p className="repay-bar__total">
                <span>{t('total')}</span>
                <strong>{formatMoney(fee, market, Number.isInteger(fee) ? 0 : 2)}</strong>
              </p>
              <Button variant="primary" disabled={fee <= 0} onClick={pay} testId="delay-pay">
                {t('payNow')}
              </Button>
            </footer>
          </>
        );
      }}
    </PageFrame>
  );
}
