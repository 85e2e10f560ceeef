import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import { callPhone } from '../../lib/bridge';
import { formatAmount, plainAmount, toNumber } from '../../lib/format';
import { currentMarket, marketServicePhone } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { useDropParam, usePage } from '../../lib/routes';
import { Button, Cell, CellGroup, ConfirmDialog, PageFrame } from '../../ui';
import { useVirtualAccount } from './api/generate-vcode';
import { vcodeParams } from './calls';
import { PaySteps } from './components/pay-steps';
import { copyText } from './copy-text';
import { PAY_TYPE_MARKET, usePayChoice } from './stores/pay-choice-store';
import { FRESH_CHOICE } from './stores/pay-type';
import './pay-method.css';

/** `/that` ('Pelunasan'): the virtual account or market code to pay into, and how. */
export function PaymentInstructionsPage() {
  const { t, params, navigate, market, frame } = usePage(PAGES.paymentInstructions, {
    ns: 'payMethod',
    // The same rule as the call: the order and a positive amount.
    valid: (p) => vcodeParams(p, FRESH_CHOICE, currentMarket().market) !== null,
    title: 'vaTitle',
    missing: 'missingOrder',
  });
  const { productId, orderId } = params;
  const amount = plainAmount(params.amount, market);
  // A repayment page sent the borrower straight here (`fresh=1`): forget any earlier choice, so the
  // server's default method (is_default 1) shows at once; "tap to change" leads to the choice.
  const fresh = params.fresh;
  // Display mode (`display=1`, sent as is_display): the account already issued, shown to be paid
  // into or shown at a counter; the method is fixed, so it is not offered for change.
  const display = params.display;
  useState(() => {
    if (fresh) usePayChoice.getState().startFresh();
  });
  const choice = usePayChoice();
  const [tipOpen, setTipOpen] = useState(false);

  // Drop `fresh` from the address: a reload, or coming back from the choice, keeps the choice.
  useDropParam('fresh', fresh);

  // The declared call, as the entry's early send makes it: the same call, one intent.
  const account = useVirtualAccount({ ...params, choice, market });

  const copy = async (text: string) => {
    const done = await copyText(text);
    notify.toast(done ? t('copied') : t('copyFailed', { text }), {
      kind: done ? 'success' : 'error',
    });
  };
  const changeMethod = () =>
    navigate(pageHref(PAGES.payMethod, { productId, orderId, amount, from: 'that' }));

  return (
    <PageFrame {...frame} className="va" query={account}>
      {(data) => {
        const isMarket = data.payType === PAY_TYPE_MARKET;
        const openIndex = Math.max(0, toNumber(data.specificNum));
        const methodName = isMarket ? '' : (data.payStep.groups[openIndex]?.name ?? '');
        const phone = data.telephone || marketServicePhone();
        const total = toNumber(data.amount || amount);
        return (
          <>
            <section className="va-account" aria-labelledby="va-number-label">
              <p id="va-number-label" className="va-account__label">
                {isMarket ? t('paymentCode') : t('vaNumber')}
              </p>
              <p className="va-account__number" data-testid="va-number">
                {data.vcode}
              </p>
              <Button
                variant="secondary"
                onClick={() => void copy(data.vcode)}
                testId="va-copy"
                aria-label={t('copyNumber')}
              >
                {t('copy')}
              </Button>
              {display ? (
                <p className="va-account__note" data-testid="va-display-note">
                  {t('displayNote')}
                </p>
              ) : null}
            </section>
            <CellGroup inset>
              <Cell title={t('total')} value={formatAmount(total, market)} testId="va-total" />
              <Cell title={t('billNo')} value={data.cardNo} />
              <Cell
                title={t('currentMethod')}
                value={methodName ? `${data.payCode} · ${methodName}` : data.payCode}
                label={display ? undefined : t('tapToChange')}
                onClick={display ? undefined : changeMethod}
                testId="va-method"
              />
            </CellGroup>
            <PaySteps
              key={`${data.payType}-${data.payCode}-${openIndex}`}
              steps={data.payStep}
              openIndex={openIndex}
            />
            <CellGroup inset>
              <Cell
                title={t('complaint')}
                onClick={() => navigate(pageHref(PAGES.complaint, { orderNo: orderId }))}
                testId="va-complaint"
              />
              <Cell title={t('contact')} value={phone} onClick={() => callPhone(phone)} />
            </CellGroup>
            <footer className="ui-fixed-bar">
              <Button variant="primary" block onClick={() => setTipOpen(true)} testId="va-paid">
                {t('paid')}
              </Button>
            </footer>
            <ConfirmDialog
              open={tipOpen}
              title={t('paidTipTitle')}
              message={t('paidTip')}
              cancelText={t('paidCancel')}
              confirmText={t('paidOk')}
              onCancel={() => setTipOpen(false)}
              onConfirm={() => setTipOpen(false)}
              testId="va-paid-tip"
            />
          </>
        );
      }}
    </PageFrame>
  );
}
