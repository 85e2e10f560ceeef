import { type ReactNode, useId } from 'react';
import { PICKER_ANIMATION_S } from '../constants';
import { Overlay } from '../overlay/overlay';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** A tap on the mask closes (default true). */
  closeOnMask?: boolean;
  /** `data-testid` of the sheet; the mask gets `<testId>-mask` (default `sheet-mask`). */
  testId?: string;
}

/** A bottom sheet that slides up in PICKER_ANIMATION_S; Escape and the mask close it. */
export function Sheet({ open, onClose, title, children, closeOnMask = true, testId }: SheetProps) {
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      closeOnMask={closeOnMask}
      closable
      placement="bottom"
      labelledBy={title ? titleId : undefined}
      panelClassName="ui-sheet"
      panelStyle={{ animationDuration: `${PICKER_ANIMATION_S}s` }}
      testId={testId}
      maskTestId={testId ? `${testId}-mask` : 'sheet-mask'}
    >
      {title ? (
        <h2 id={titleId} className="ui-sheet-title">
          {title}
        </h2>
      ) : null}
      {children}
    </Overlay>
  );
}
