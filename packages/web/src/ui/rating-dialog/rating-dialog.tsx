import { useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { Stars } from '../stars/stars';
import './rating-dialog.css';

export interface RatingDialogProps {
  open: boolean;
  title: string;
  /** A line above the stars. */
  text?: string;
  /** The accessible name of the stars (default: the title). */
  starsLabel?: string;
  submitLabel: string;
  /** Shows a Cancel button beside Send. */
  cancelLabel?: string;
  /** Told when Send is tapped with no star chosen. */
  chooseStarMessage: string;
  /** The page is busy elsewhere (Send shows a spinner and does nothing). */
  busy?: boolean;
  /** A tap on the mask cancels too. */
  closeOnMask?: boolean;
  /** Cancel, the close button, Escape (and the mask when allowed): the stars are forgotten. */
  onClose: () => void;
  /**
   * Sends the stars (1 to 5); resolves true when recorded, which clears them for next time. It tells
   * its own failures (wrap it in `useSubmit`) and resolves false for them.
   */
  onSubmit: (stars: number) => Promise<boolean>;
}

/**
 * The one rating dialog (loan details, complaint details, the chatbot): five stars and Send. Send
 * without a star says so; a second tap while one is being sent sends nothing; a failed send keeps
 * the stars for another try.
 */
export function RatingDialog({
  open,
  title,
  text,
  starsLabel,
  submitLabel,
  cancelLabel,
  chooseStarMessage,
  busy = false,
  closeOnMask = false,
  onClose,
  onSubmit,
}: RatingDialogProps) {
  const [stars, setStars] = useState(0);
  const [sending, setSending] = useState(false);
  // A ref, not state, so even two taps in one frame send once.
  const inFlight = useRef(false);
  const close = () => {
    setStars(0);
    onClose();
  };
  const send = async () => {
    if (inFlight.current || busy) return;
    if (stars < 1) {
      notify.toast(chooseStarMessage, { kind: 'error' });
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      if (await onSubmit(stars)) setStars(0);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  const submit = (
    <Button
      variant="primary"
      block
      loading={sending || busy}
      onClick={() => void send()}
      testId="rating-submit"
    >
      {submitLabel}
    </Button>
  );
  return (
    <Modal
      open={open}
      onClose={close}
      closeOnMask={closeOnMask}
      title={title}
      testId="rating-modal"
      footer={
        cancelLabel ? (
          <>
            <Button variant="secondary" block onClick={close} testId="rating-cancel">
              {cancelLabel}
            </Button>
            {submit}
          </>
        ) : (
          submit
        )
      }
    >
      {text ? <p className="ui-rating-text">{text}</p> : null}
      <div className="ui-rating-stars">
        <Stars value={stars} onChange={setStars} label={starsLabel ?? title} testId="rating-star" />
      </div>
    </Modal>
  );
}
