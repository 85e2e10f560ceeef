import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]'),
  );
}

/** Open traps, innermost last: only the top one handles keys and focus. */
const stack: HTMLElement[] = [];

/**
 * While mounted: moves focus into `ref` (its first focusable, else itself), keeps Tab and
 * Shift+Tab inside, calls `onEscape` on Escape (when given), and gives focus back on unmount.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(panel);
    const focusFirst = () => (focusablesIn(panel)[0] ?? panel).focus();
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        if (!escapeRef.current) return;
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusablesIn(panel);
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] === panel && !panel.contains(event.target as Node)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(panel), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref]);
}
