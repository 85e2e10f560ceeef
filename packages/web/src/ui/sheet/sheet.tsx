import { type ReactNode, useId } from 'react';
import { PICKER_ANIMATION_S } from '../constants';
import { Overlay, type OverlayBaseProps } from '../overlay/overlay';
import './sheet.css';

export interface SheetProps extends OverlayBaseProps {
  title?: ReactNode;
  children: ReactNode;
  /** A tap on the mask closes (default true). */
  closeOnMask?: boolean;
}

/** A bottom sheet that slides up in PICKER_ANIMATION_S; Escape and the mask close it. */
export function Sheet({ title, children, closeOnMask = true, ...base }: SheetProps) {
  const titleId = useId();
  return (
    <Overlay
      {...base}
      closeOnMask={closeOnMask}
      closable
      placement="bottom"
      labelledBy={title ? titleId : undefined}
      panelStyle={{ animationDuration: `${PICKER_ANIMATION_S}s` }}
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
