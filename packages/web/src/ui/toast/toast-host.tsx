import { useEffect, useState } from 'react';
import { notify, TOAST_DEFAULT_MS, TOAST_MIN_MS, type ToastMessage } from '../../lib/notify';
import './toast.css';

/** Toasts on screen at once; an older one leaves early when a fourth arrives. */
const MAX_VISIBLE = 3;
/** setTimeout fires at once past this (2^31 - 1 ms), so longer toasts just stay. */
const MAX_TIMER_MS = 2_147_483_647;

/** How long a toast stays, or null when it stays until hidden (loading toasts). */
export function toastLifetime(toast: Pick<ToastMessage, 'durationMs' | 'kind'>): number | null {
  if (toast.kind === 'loading') return null;
  const ms = Number.isNaN(toast.durationMs) ? TOAST_DEFAULT_MS : toast.durationMs;
  if (ms > MAX_TIMER_MS) return null;
  return Math.max(TOAST_MIN_MS, ms);
}

/** Renders the notify bus's toasts in a polite live region. Mount once, in the app shell. */
export function ToastHost() {
  const [items, setItems] = useState<ToastMessage[]>([]);

  useEffect(() => {
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    let current: ToastMessage[] = [];
    const remove = (id: number) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      if (!current.some((item) => item.id === id)) return;
      current = current.filter((item) => item.id !== id);
      setItems(current);
    };
    const unsubscribe = notify.subscribe((event) => {
      if (event.type === 'hide') {
        remove(event.id);
        return;
      }
      const next = event.toast;
      // The same message again (parallel requests failing alike) restarts instead of stacking.
      for (const item of current) {
        if (item.kind !== 'loading' && item.kind === next.kind && item.text === next.text) {
          remove(item.id);
        }
      }
      const oldest = current.find((item) => item.kind !== 'loading') ?? current[0];
      if (current.length >= MAX_VISIBLE && oldest) remove(oldest.id);
      const lifetime = toastLifetime(next);
      if (lifetime !== null)
        timers.set(
          next.id,
          setTimeout(() => remove(next.id), lifetime),
        );
      current = [...current, next];
      setItems(current);
    });
    return () => {
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  return (
    <div className="ui-toasts" aria-live="polite" aria-atomic="false">
      {items.map((item) => (
        <div key={item.id} className={`ui-toast ui-toast-${item.kind} ui-anim`} data-testid="toast">
          {item.kind === 'loading' ? (
            <span className="ui-toast-spinner" aria-hidden="true" />
          ) : null}
          <span>{item.text}</span>
        </div>
      ))}
    </div>
  );
}
