import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';

interface Props {
  open: boolean;
  url: string;
  onCancel: () => void;
  onAgree: () => void;
}

/**
 * The agreement the borrower must read before confirming (India only), in a sandboxed iframe so
 * the server's page cannot script ours; the page opens it only for a safe http(s) URL. No mask
 * or Escape close: the choice is Cancel or Agree.
 */
export function AgreementModal({ open, url, onCancel, onAgree }: Props) {
  const { t } = useTranslation('loanConfirm');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      closable={false}
      title={t('agreementModal.title')}
      testId="confirm-agreement-modal"
      footer={
        <>
          <Button variant="secondary" block onClick={onCancel} testId="confirm-agreement-cancel">
            {t('agreementModal.cancel')}
          </Button>
          <Button variant="primary" block onClick={onAgree} testId="confirm-agreement-agree">
            {t('agreementModal.agree')}
          </Button>
        </>
      }
    >
      <iframe
        className="lc-agreement-frame"
        src={url}
        sandbox=""
        title={t('agreementModal.title')}
        referrerPolicy="no-referrer"
      />
    </Modal>
  );
}
