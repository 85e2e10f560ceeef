import { useTranslation } from 'react-i18next';
import { Button, Modal, Stars } from '../../../ui';

interface Props {
  open: boolean;
  stars: number;
  onStars: (stars: number) => void;
  onCancel: () => void;
  onSubmit: () => void;
  pending: boolean;
}

/** Five stars and Send; Cancel, the close button, Escape and a mask tap all cancel. */
export function RatingModal({ open, stars, onStars, onCancel, onSubmit, pending }: Props) {
  const { t } = useTranslation('loanDetails');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      closeOnMask
      title={t('rating.title')}
      testId="rating-modal"
      footer={
        <>
          <Button variant="secondary" block onClick={onCancel} testId="rating-cancel">
            {t('rating.cancel')}
          </Button>
          <Button
            variant="primary"
            block
            loading={pending}
            onClick={onSubmit}
            testId="rating-submit"
          >
            {t('rating.submit')}
          </Button>
        </>
      }
    >
      <p className="ld-rating-text">{t('rating.text')}</p>
      <div className="ld-stars">
        <Stars value={stars} onChange={onStars} label={t('rating.label')} testId="rating-star" />
      </div>
    </Modal>
  );
}
