import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import { registerOverlay } from './overlay-stack';
import { useScrollLock } from './scroll-lock';
import './overlay.css';

export interface OverlayProps {
  open: boolean;
  /** Called on Escape and the Android back key (when `closable`) and on a mask tap (when `closeOnMask`). */
  onClose: () => void;
  closeOnMask: boolean;
  closable: boolean;
  placement: 'center' | 'bottom';
  labelledBy?: string;
  describedBy?: string;
  panelClassName: string;
  panelStyle?: CSSProperties;
  testId?: string;
  maskTestId: string;
  children: ReactNode;
}

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
        data-testid={props.maskTestId}
        onClick={props.closeOnMask ? props.onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        className={`${props.panelClassName} ui-anim`}
        style={props.panelStyle}
        data-testid={props.testId}
      >
        {props.children}
      </div>
    </div>
  );
}
