import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { Button, Modal, Stars } from '../../../ui';

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the stars; resolves true when recorded. */
  onSubmit: (stars: number) => Promise<boolean>;
}

/** Stars after "solved": none chosen says 'Silakan pilih' (its translation in English). */
export function ChatRatingModal({ open, busy, onClose, onSubmit }: Props) {
  const { t } = useTranslation('chatbot');
  const [stars, setStars] = useState(0);
  const submit = async () => {
    if (stars < 1) {
      notify.toast(t('rating.chooseStar'), { kind: 'error' });
      return;
    }
    if (await onSubmit(stars)) setStars(0);
  };
  return (
    <Modal
      open={open}
      onClose={() => {
        setStars(0);
        onClose();
      }}
      title={t('rating.title')}
      testId="rating-modal"
      footer={
        <Button block loading={busy} onClick={() => void submit()} testId="rating-submit">
          {t('rating.submit')}
        </Button>
      }
    >
      <Stars value={stars} onChange={setStars} label={t('rating.title')} testId="rating-star" />
    </Modal>
  );
}
