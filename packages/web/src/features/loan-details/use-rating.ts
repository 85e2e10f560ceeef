import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../lib/bridge';
import { useSubmit } from '../../lib/http';
import { notify } from '../../lib/notify';
import { sendScore } from './api/save-score';

/** Scores from this up go to the store's rating; below it the borrower gets our thank-you. */
export const STORE_RATING_FROM = 4;

type Phase = 'idle' | 'open' | 'thanks' | 'done';

/**
 * The rating flow: the modal opens once when the server asks (`isScore` 1); cancel or a mask tap
 * close it and forget the stars; a sent score below 4 shows the thank-you, 4 or more asks the shell
 * for the store rating (and thanks the borrower here when the shell could not show it).
 */
export function useRating(productId: string, orderId: string, isScore: string | undefined) {
  const { t } = useTranslation('loanDetails');
  const [phase, setPhase] = useState<Phase>('idle');
  const [stars, setStars] = useState(0);

  useEffect(() => {
    if (isScore === '1' && phase === 'idle') setPhase('open');
  }, [isScore, phase]);

  const cancel = useCallback(() => {
    setStars(0);
    setPhase('done');
  }, []);

  const submit = useSubmit(
    useCallback(async () => {
      if (stars < 1) {
        notify.toast(t('rating.pick'));
        return;
      }
      const result = await sendScore({ score: stars, productId, orderId });
      if (!result.ok) return; // told by the client; the stars stay for another try
      setStars(0);
      if (stars < STORE_RATING_FROM) {
        setPhase('thanks');
        return;
      }
      setPhase('done');
      const shown = await bridge
        .rate({})
        .then((r) => r.shown)
        .catch(() => false);
      if (!shown) setPhase('thanks');
    }, [stars, productId, orderId, t]),
  );

  return {
    ratingOpen: phase === 'open',
    thanksOpen: phase === 'thanks',
    stars,
    setStars,
    cancel,
    submit,
    closeThanks: () => setPhase('done'),
  };
}
