import { notify, TOAST_LONG_MS, TOAST_SHORT_MS, type ToastMessage } from '../../lib/notify';

type Kind = ToastMessage['kind'];

/** Shortcuts over the notify bus; the ToastHost shows what they send. Each returns the toast id. */
export const toast = {
  show: (text: string, options?: { durationMs?: number; kind?: Kind }): number =>
    notify.toast(text, options),
  /** 3 seconds. */
  short: (text: string, kind?: Kind): number =>
    notify.toast(text, { durationMs: TOAST_SHORT_MS, kind }),
  /** 8 seconds. */
  long: (text: string, kind?: Kind): number =>
    notify.toast(text, { durationMs: TOAST_LONG_MS, kind }),
  /** Stays until `toast.hide(id)`. */
  loading: (text: string): number => notify.loading(text),
  hide: (id: number): void => notify.hide(id),
};
