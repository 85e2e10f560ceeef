import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import { getIdentity } from '../../lib/identity';
import { usePage } from '../../lib/routes';
import { safeWebUrl } from '../../lib/safe-url';
import { Button, PageFrame } from '../../ui';
import { useConfirmDetail } from './api/get-confirm-detail';
import { useContracts } from './api/get-contracts';
import { CONFIRM_DETAIL_CALL } from './calls';
import { AgreementModal } from './components/agreement-modal';
import { AgreementSection } from './components/agreement-section';
import { DetailLines } from './components/detail-lines';
import { LoanSummary } from './components/loan-summary';
import { PopNotice } from './components/pop-notice';
import { RepayPlanList } from './components/repay-plan-list';
import { useConfirmActions } from './use-confirm-actions';
import './loan-confirm.css';

/** Loan confirmation V3: what the borrower gets and pays, the agreements, and the confirm button. */
export function LoanConfirmPage() {
  const { t, params, leave, frame } = usePage(PAGES.loanConfirm, {
    ns: 'loanConfirm',
    call: CONFIRM_DETAIL_CALL,
    title: 'title',
    missing: 'errors.noProduct',
  });
  const query = useConfirmDetail(params);
  // The same cached query as the agreement links: no agreeing to agreements that could not be shown.
  const contracts = useContracts(params);
  const [agreed, setAgreed] = useState(true);
  const [agreementDone, setAgreementDone] = useState(false);
  const [popDone, setPopDone] = useState(false);
  const { confirm, openAgreement, submitted } = useConfirmActions(params, query.data);

  return (
    <PageFrame {...frame} className="lc-page" query={query}>
      {(detail) => {
        // The agreement pop-up is for India (language type 1) only, and only for a URL we may frame.
        const agreementUrl = safeWebUrl(detail.popAgreementUrl);
        const showAgreement =
          getIdentity().languageType === '1' && agreementUrl !== null && !agreementDone;
        const showPop = detail.isPopType === '1' && !showAgreement && !popDone;
        return (
          <>
            <LoanSummary detail={detail} />
            <DetailLines
              lines={detail.details}
              label={t('detailsLabel')}
              testId="confirm-details"
            />
            <DetailLines lines={detail.detail1} label={t('detailsLabel')} />
            <DetailLines lines={detail.detail2} label={t('detailsLabel')} />
            <RepayPlanList detail={detail} />
            {detail.note ? (
              <p className="lc-note" data-testid="confirm-note">
                {detail.note}
              </p>
            ) : null}
            <div className="lc-footer">
              <AgreementSection
                productId={params.productId}
                agreed={agreed}
                onAgreedChange={setAgreed}
                onOpen={(i) => void openAgreement.run(i)}
              />
              <Button
                variant="primary"
                block
                testId="confirm-submit"
                disabled={!agreed || contracts.isError || submitted}
                loading={confirm.pending}
                aria-describedby={agreed ? undefined : 'lc-tick-hint'}
                onClick={() => void confirm.run()}
              >
                {submitted ? t('submitted') : t('submit')}
              </Button>
              {agreed ? null : (
                <p id="lc-tick-hint" className="lc-muted">
                  {t('tickHint')}
                </p>
              )}
            </div>
            <AgreementModal
              open={showAgreement}
              url={agreementUrl ?? ''}
              onCancel={leave}
              onAgree={() => setAgreementDone(true)}
            />
            <PopNotice
              open={showPop}
              title={detail.popTitle}
              content={detail.popContent}
              onClose={() => setPopDone(true)}
            />
          </>
        );
      }}
    </PageFrame>
  );
}
