import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Overlay } from '../overlay/overlay';
import './modal.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to the kit's "Confirm" / "Cancel". */
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  /** Also called on Escape. */
  onCancel: () => void;
  /** Shows the confirm button busy (and blocks it) while the action runs. */
  confirmLoading?: boolean;
  testId?: string;
}

/** A yes/no question. Focus starts on Cancel, the safe answer. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  confirmLoading = false,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const messageId = useId();
  return (
    <Overlay
      open={open}
      onClose={onCancel}
      closeOnMask={false}
      closable
      placement="center"
      labelledBy={titleId}
      describedBy={messageId}
      testId={testId}
    >
      <div className="ui-modal-head">
        <h2 id={titleId} className="ui-modal-title">
          {title}
        </h2>
      </div>
      <div id={messageId} className="ui-modal-body">
        {message}
      </div>
      <div className="ui-modal-foot">
        <Button variant="secondary" block onClick={onCancel}>
          {cancelText ?? t('cancel')}
        </Button>
        <Button variant="primary" block loading={confirmLoading} onClick={onConfirm}>
          {confirmText ?? t('confirm')}
        </Button>
      </div>
    </Overlay>
  );
}
