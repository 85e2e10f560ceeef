import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import { registerOverlay } from './overlay-stack';
import { useScrollLock } from './scroll-lock';
import './overlay.css';

/** What a caller gives every overlay (Modal, Sheet and ConfirmDialog take these as they are). */
export interface OverlayBaseProps {
  open: boolean;
  /** Called on Escape and the Android back key (when `closable`) and on a mask tap (when `closeOnMask`). */
  onClose: () => void;
  /** `data-testid` of the dialog; the mask gets `<testId>-mask` (default `modal-mask`, `sheet-mask`). */
  testId?: string;
}

export interface OverlayProps extends OverlayBaseProps {
  closeOnMask: boolean;
  closable: boolean;
  /** `center` is a dialog (`ui-modal` panel), `bottom` a sheet (`ui-sheet` panel). */
  placement: 'center' | 'bottom';
  labelledBy?: string;
  describedBy?: string;
  panelStyle?: CSSProperties;
  children: ReactNode;
}

const PANEL = { center: 'ui-modal', bottom: 'ui-sheet' } as const;
const DEFAULT_MASK_ID = { center: 'modal-mask', bottom: 'sheet-mask' } as const;

/** The base of Modal, ConfirmDialog and Sheet: a portal with a mask and a focus-trapped dialog. */
export function Overlay(props: OverlayProps) {
  if (!props.open) return null;
  return createPortal(<OpenOverlay {...props} />, document.body);
}

/** While open, the overlay is on the stack the Android back key closes from the top. */
function useBackCloses(closable: boolean, onClose: () => void): void {
  const latest = useRef({ closable, onClose });
  useEffect(() => {
    latest.current = { closable, onClose };
  });
  useEffect(
    () =>
      registerOverlay({
        closable: () => latest.current.closable,
        close: () => latest.current.onClose(),
      }),
    [],
  );
}

function OpenOverlay(props: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, props.closable ? props.onClose : undefined);
  useScrollLock();
  useBackCloses(props.closable, props.onClose);
  return (
    <div className={`ui-overlay ui-overlay-${props.placement}`}>
      <button
        type="button"
        className="ui-mask ui-anim"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={props.testId ? `${props.testId}-mask` : DEFAULT_MASK_ID[props.placement]}
        onClick={props.closeOnMask ? props.onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        className={`${PANEL[props.placement]} ui-anim`}
        style={props.panelStyle}
        data-testid={props.testId}
      >
        {props.children}
      </div>
    </div>
  );
}
