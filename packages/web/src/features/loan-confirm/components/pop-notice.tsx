import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';

/** The server's notice (`isPopType` 1) with its title and text; read and dismissed. */
export function PopNotice({
  open,
  title,
  content,
  onClose,
}: {
  open: boolean;
  title: string;
  content: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('loanConfirm');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title || t('pop.title')}
      testId="confirm-pop"
      footer={
        <Button variant="primary" block onClick={onClose} testId="confirm-pop-ok">
          {t('pop.ok')}
        </Button>
      }
    >
      <p className="lc-pop-text">{content}</p>
    </Modal>
  );
}
