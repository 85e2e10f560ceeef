import { type ComponentType, useEffect, useState } from 'react';
import type { RatingDialogProps } from './rating-dialog';

type Dialog = ComponentType<RatingDialogProps>;

let loading: Promise<Dialog> | undefined;

/** The dialog's code, downloaded once; a failed download is tried again on the next open. */
function loadDialog(): Promise<Dialog> {
  loading ??= import('./rating-dialog').then(
    (m) => m.RatingDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The rating dialog for a page that opens it only when the server asks (loan details): its code
 * (the dialog, the stars and their styles) downloads when it first opens, not before the page's
 * data. When that download fails the dialog counts as closed (`onClose`): the rating is the
 * server's request, never the borrower's, so the page goes on and the server asks again next time.
 */
export function LazyRatingDialog(props: RatingDialogProps) {
  const [Loaded, setLoaded] = useState<Dialog>();
  const { open, onClose } = props;
  useEffect(() => {
    if (!open || Loaded) return;
    let live = true;
    loadDialog().then(
      (dialog) => live && setLoaded(() => dialog),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, Loaded, onClose]);
  return Loaded ? <Loaded {...props} /> : null;
}
