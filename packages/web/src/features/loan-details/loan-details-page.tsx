import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { callPhone } from '../../lib/bridge';
import { marketServicePhone } from '../../lib/identity';
import { usePage } from '../../lib/routes';
import { LazyRatingDialog, PageFrame, PullToRefresh } from '../../ui';
import { useLoanDetails } from './api/get-loan-details';
import { LOAN_DETAILS_CALL } from './calls';
import { ActionArea } from './components/action-area';
import { OrderCard } from './components/order-card';
import { PromptLink } from './components/prompt-link';
import { RecommendList } from './components/recommend-list';
import { StatusHeader } from './components/status-header';
import { ThanksModal } from './components/thanks-modal';
import { orderActions } from './order-actions';
import { useDetailActions } from './use-detail-actions';
import { useRating } from './use-rating';
import './loan-details.css';

/**
 * Loan details V3. The query stays active while the page is shown, so the app's resume refetch
 * brings the new status when the borrower comes back from paying.
 */
export function LoanDetailsPage() {
  const { t, params, frame } = usePage(PAGES.loanDetails, {
    ns: 'loanDetails',
    call: LOAN_DETAILS_CALL,
    title: 'title',
    missing: 'errors.noOrder',
  });
  const query = useLoanDetails(params);
  const actions = useDetailActions(params, query.data);
  const rating = useRating(params, query.data?.isScore);

  return (
    <PageFrame {...frame} className="ld-page" query={query}>
      {(details) => {
        const shown = orderActions(details.orderStatus, details.isDelay);
        const phone = details.telephone || marketServicePhone();
        return (
          <>
            <PullToRefresh onRefresh={() => query.refetch()}>
              <StatusHeader details={details} />
              <OrderCard details={details} />
              <ActionArea
                actions={shown}
                onRepay={() => void actions.repay()}
                onRepayDelay={actions.repayDelay}
                onApplyMore={actions.applyMore}
                onMyOrders={actions.myOrders}
              />
              {shown.recommend ? (
                <RecommendList
                  products={details.recProducts}
                  onOpen={(p, i) => void actions.openProduct.run(p, i)}
                  onMore={actions.moreProducts}
                />
              ) : null}
              <PromptLink
                className="ld-contact"
                prompt={t('contact')}
                testId="loan-call"
                onClick={() => callPhone(phone)}
              >
                {phone}
              </PromptLink>
            </PullToRefresh>
            <LazyRatingDialog
              open={rating.ratingOpen}
              title={t('rating.title')}
              text={t('rating.text')}
              starsLabel={t('rating.label')}
              submitLabel={t('rating.submit')}
              cancelLabel={t('rating.cancel')}
              chooseStarMessage={t('rating.pick')}
              closeOnMask
              onClose={rating.cancel}
              onSubmit={rating.submit}
            />
            <ThanksModal open={rating.thanksOpen} onClose={rating.closeThanks} />
          </>
        );
      }}
    </PageFrame>
  );
}
