import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons';
import { Overlay, type OverlayBaseProps } from '../overlay/overlay';
import './modal.css';

export interface ModalProps extends OverlayBaseProps {
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A tap on the mask closes (default false: a stray tap should not lose a form). */
  closeOnMask?: boolean;
  /** Shows the close button and lets Escape close (default true). */
  closable?: boolean;
}

/** A centred dialog: focus moves in and stays inside, and goes back where it was on close. */
export function Modal({
  title,
  children,
  footer,
  closeOnMask = false,
  closable = true,
  ...base
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Overlay
      {...base}
      closeOnMask={closeOnMask}
      closable={closable}
      placement="center"
      labelledBy={title ? titleId : undefined}
    >
      {title || closable ? (
        <div className="ui-modal-head">
          {title ? (
            <h2 id={titleId} className="ui-modal-title">
              {title}
            </h2>
          ) : null}
          {closable ? (
            <button
              type="button"
              className="ui-modal-x"
              aria-label={t('close')}
              onClick={base.onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="ui-modal-body">{children}</div>
      {footer ? <div className="ui-modal-foot">{footer}</div> : null}
    </Overlay>
  );
}
