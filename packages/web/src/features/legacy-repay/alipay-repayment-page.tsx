import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { openServerUrl } from '../../lib/bridge';
import { formatAmount, toNumber } from '../../lib/format';
import { request, useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePage } from '../../lib/routes';
import { Button, PageFrame } from '../../ui';
import { repaymentHuichao } from './api/repayment-huichao';
import { HUICHAO_CALL } from './calls';
import { codeText, failureText } from './legacy-errors';
import { inLegacyLanguage, useLegacyLang } from './legacy-language';
import './legacy-repay.css';

/** `/alipayrepayment`: asks repayment-huichao for the payment page and opens it after the safe-URL check. */
function AlipayRepaymentPageContent() {
  const { t, params, market, frame } = usePage(PAGES.alipayRepayment, {
    ns: 'legacyRepay',
    valid: (p) => Boolean(p.orderId) && toNumber(p.amount) > 0,
    title: 'alipayTitle',
    missing: 'missingAmount',
  });
  const { orderId, amount, userId } = params;
  const lang = useLegacyLang(PAGES.alipayRepayment);

  // A tap, not an automatic call on load: opening the page twice must not start two payments.
  const pay = useSubmit(async () => {
    try {
      const result = await request(
        repaymentHuichao,
        HUICHAO_CALL.params({ userId, orderId, amount, ...lang }) ?? {},
        { silent: true, loading: true },
      );
      if (!result.ok) {
        notify.toast(codeText(t, result.code, result.message), { kind: 'error' });
        return;
      }
      // Only an http(s) page may load here; an app scheme goes to the shell; anything else is refused.
      const opened = await openServerUrl(result.data.url);
      if (opened === 'refused') notify.toast(t('errors.badUrl'), { kind: 'error' });
    } catch (error) {
      const text = failureText(t, error);
      if (text) notify.toast(text, { kind: 'error' });
    }
  });

  return (
    <PageFrame {...frame} className="legacy">
      <section className="legacy-amount">
        <p>{t('amountDue')}</p>
        <strong>{formatAmount(amount, market)}</strong>
        <p className="legacy-order">{t('orderNo', { orderId })}</p>
      </section>
      <p className="legacy-hint">{t('alipayText')}</p>
      <footer className="ui-fixed-bar">
        <Button
          block
          loading={pay.pending}
          onClick={() => void pay.run()}
          testId="legacy-alipay-pay"
        >
          {t('alipayPay')}
        </Button>
      </footer>
    </PageFrame>
  );
}

/** In the store's language (`lang=zh-CN` for Chinese, else the borrower's). */
export const AlipayRepaymentPage = inLegacyLanguage(
  PAGES.alipayRepayment,
  AlipayRepaymentPageContent,
);
