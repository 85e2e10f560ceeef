import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';

/** Shown after a score below 4 (or when the store rating could not open). */
export function ThanksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('loanDetails');
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnMask
      title={t('thanks.title')}
      testId="rating-thanks"
      footer={
        <Button variant="primary" block onClick={onClose} testId="rating-thanks-ok">
          {t('thanks.ok')}
        </Button>
      }
    >
      <p>{t('thanks.text')}</p>
    </Modal>
  );
}
