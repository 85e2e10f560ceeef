import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/http';
import { navigate, useQueryParam } from '../../lib/router';
import { Button, ErrorState, NavBar, PageLoading } from '../../ui';
import { useProblemDetail } from './api/problem-detail';
import { ImageList } from './components/image-list';
import { RatingModal } from './components/rating-modal';
import { goBack } from './go-back';
import './complaint.css';

/** The rating prompt opens this long after the details load. */
export const RATING_DELAY_MS = 3000;

const toList = () => goBack('/complaintList');

/** /complainDetails (problemId): the complaint, the reply with its images, and the rating. */
export function ComplaintDetailPage() {
  const { t } = useTranslation('complaint');
  const problemId = useQueryParam('problemId');
  const detail = useProblemDetail(problemId);
  const [ratingOpen, setRatingOpen] = useState(false);
  const canRate = Boolean(detail.data && detail.data.isScore !== 0);

  useEffect(() => {
    if (!canRate) return;
    const timer = setTimeout(() => setRatingOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canRate]);

  let body: ReactNode;
  if (!problemId) {
    body = (
      <ErrorState
        message={t('detail.missing')}
        onBack={() => navigate('/complaintList', { replace: true })}
      />
    );
  } else if (detail.isPending) {
    body = <PageLoading />;
  } else if (!detail.data) {
    body = (
      <ErrorState
        message={describeError(detail.error)}
        onRetry={() => void detail.refetch()}
        onBack={toList}
      />
    );
  } else {
    const c = detail.data;
    body = (
      <>
        <section className="cp-block" aria-labelledby="cp-mine">
          <h2 id="cp-mine" className="cp-heading">
            {[c.typeTitle, c.sonTypeTitle].filter(Boolean).join(' · ') || t('detail.yourComplaint')}
          </h2>
          <p className="cp-card-meta">{t('detail.sentAt', { time: c.time })}</p>
          <p className="cp-content" data-testid="complaint-content">
            {c.content}
          </p>
          <ImageList urls={c.images} label={t('detail.yourImages')} />
        </section>
        <section className="cp-block" aria-labelledby="cp-reply">
          <h2 id="cp-reply" className="cp-heading">
            {t('detail.reply')}
          </h2>
          {c.disposeDetail ? (
            <>
              {c.disposeTime ? (
                <p className="cp-card-meta">{t('detail.repliedAt', { time: c.disposeTime })}</p>
              ) : null}
              <p className="cp-content" data-testid="complaint-reply">
                {c.disposeDetail}
              </p>
              <ImageList urls={c.disposeImages} label={t('detail.replyImages')} />
            </>
          ) : (
            <p className="cp-note" data-testid="complaint-no-reply">
              {t('detail.noReply')}
            </p>
          )}
        </section>
        {canRate ? (
          <div className="cp-actions">
            <Button
              block
              variant="secondary"
              onClick={() => setRatingOpen(true)}
              testId="complaint-rate"
            >
              {t('detail.rate')}
            </Button>
          </div>
        ) : null}
        <RatingModal
          problemId={c.problemId || c.id || problemId}
          open={ratingOpen}
          onClose={() => setRatingOpen(false)}
          onRated={() => {
            setRatingOpen(false);
            void detail.refetch();
          }}
        />
      </>
    );
  }

  return (
    <main className="page cp">
      <NavBar title={t('detail.title')} onBack={toList} />
      {body}
    </main>
  );
}
