import { useCallback, useEffect, useState } from 'react';
import { bridge } from '../../lib/bridge';
import { useSubmit } from '../../lib/http';
import { sendScore } from './api/save-score';

/** Scores from this up go to the store's rating; below it the borrower gets our thank-you. */
export const STORE_RATING_FROM = 4;

type Phase = 'idle' | 'open' | 'thanks' | 'done';

/**
 * The rating flow: the dialog opens once when the server asks (`isScore` 1); cancel or a mask tap
 * close it (the dialog forgets the stars); a sent score below 4 shows the thank-you, 4 or more asks the shell
 * for the store rating (and thanks the borrower here when the shell could not show it).
 */
export function useRating(
  { productId, orderId }: { productId: string; orderId: string },
  isScore: string | undefined,
) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isScore === '1' && phase === 'idle') setPhase('open');
  }, [isScore, phase]);

  const cancel = useCallback(() => setPhase('done'), []);

  /** Sends the stars; false (the client told why) keeps them in the dialog for another try. */
  const send = useSubmit(
    useCallback(
      async (stars: number): Promise<boolean> => {
        const result = await sendScore({ score: stars, productId, orderId });
        if (!result.ok) return false;
        if (stars < STORE_RATING_FROM) {
          setPhase('thanks');
          return true;
        }
        setPhase('done');
        const shown = await bridge
          .rate({})
          .then((r) => r.shown)
          .catch(() => false);
        if (!shown) setPhase('thanks');
        return true;
      },
      [productId, orderId],
    ),
  );
  const submit = useCallback(async (stars: number) => (await send.run(stars)) === true, [send.run]);

  return {
    ratingOpen: phase === 'open',
    thanksOpen: phase === 'thanks',
    cancel,
    submit,
    closeThanks: () => setPhase('done'),
  };
}
