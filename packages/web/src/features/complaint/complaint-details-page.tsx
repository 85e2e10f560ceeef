import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePage } from '../../lib/routes';
import { Button, PageFrame, RatingDialog } from '../../ui';
import { useProblemDetail } from './api/problem-detail';
import { sendScore } from './api/save-score';
import { PROBLEM_DETAIL_CALL } from './calls';
import { ImageList } from './components/image-list';
import './complaint.css';

/** The rating prompt opens this long after the details load. */
export const RATING_DELAY_MS = 3000;

/** /complainDetails (problemId): the complaint, the reply with its images, and the rating. */
export function ComplaintDetailsPage() {
  const { t, params, navigate, market, frame } = usePage(PAGES.complaintDetails, {
    ns: 'complaint',
    call: PROBLEM_DETAIL_CALL,
    title: 'detail.title',
    missing: 'detail.missing',
    parent: () => PAGES.complaintList.path,
  });
  const { problemId } = params;
  const detail = useProblemDetail(problemId);
  const [ratingOpen, setRatingOpen] = useState(false);
  const canRate = Boolean(detail.data && detail.data.isScore !== 0);
  const rate = useSubmit(async (id: string, stars: number) => {
    const result = await sendScore(id, stars);
    if (!result.ok) return false; // the client has told why; the stars stay
    notify.toast(t('rating.thanks'), { kind: 'success' });
    setRatingOpen(false);
    void detail.refetch();
    return true;
  });

  useEffect(() => {
    if (!canRate) return;
    const timer = setTimeout(() => setRatingOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canRate]);

  return (
    <PageFrame
      {...frame}
      className="cp"
      onMissing={() => void navigate(PAGES.complaintList.path, { replace: true })}
      query={detail}
    >
      {(c) => (
        <>
          <section className="cp-block" aria-labelledby="cp-mine">
            <h2 id="cp-mine" className="cp-heading">
              {[c.typeTitle, c.sonTypeTitle].filter(Boolean).join(' · ') ||
                t('detail.yourComplaint')}
            </h2>
            <p className="cp-card-meta">
              {t('detail.sentAt', {
                time: formatDate(c.time, market, true) || c.time,
              })}
            </p>
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
                  <p className="cp-card-meta">
                    {t('detail.repliedAt', {
                      time: formatDate(c.disposeTime, market, true) || c.disposeTime,
                    })}
                  </p>
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
          <RatingDialog
            open={ratingOpen}
            title={t('rating.title')}
            submitLabel={t('rating.submit')}
            chooseStarMessage={t('rating.chooseStar')}
            onClose={() => setRatingOpen(false)}
            onSubmit={async (stars) =>
              (await rate.run(c.problemId || c.id || problemId, stars)) === true
            }
          />
        </>
      )}
    </PageFrame>
  );
}
