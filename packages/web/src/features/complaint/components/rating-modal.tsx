import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { Button, Modal, Stars } from '../../../ui';
import { sendScore } from '../api/save-score';

interface Props {
  problemId: string;
  open: boolean;
  onClose: () => void;
  onRated: () => void;
}

/** Stars 1 to 5 and Send through save-score; success thanks the borrower and closes. */
export function RatingModal({ problemId, open, onClose, onRated }: Props) {
  const { t } = useTranslation('complaint');
  const [stars, setStars] = useState(0);
  const send = useSubmit(async () => {
    if (stars < 1) return notify.toast(t('rating.chooseStar'), { kind: 'error' });
    const result = await sendScore(problemId, stars);
    if (!result.ok) return;
    notify.toast(t('rating.thanks'), { kind: 'success' });
    onRated();
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('rating.title')}
      testId="rating-modal"
      footer={
        <Button block loading={send.pending} onClick={() => void send.run()} testId="rating-submit">
          {t('rating.submit')}
        </Button>
      }
    >
      <Stars value={stars} onChange={setStars} label={t('rating.title')} testId="rating-star" />
    </Modal>
  );
}
