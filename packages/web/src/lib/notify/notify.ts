/**
 * A tiny message bus between code that has something to tell the borrower (the http client, the
 * bridge wrapper) and the toast host in the UI kit, so `lib` never imports UI components.
 */
export interface ToastMessage {
  id: number;
  text: string;
  /** Milliseconds on screen; the toast host clamps it to at least 300 ms. */
  durationMs: number;
  kind: 'info' | 'error' | 'success' | 'loading';
}

type Listener = (
  event: { type: 'show'; toast: ToastMessage } | { type: 'hide'; id: number },
) => void;

const listeners = new Set<Listener>();
let nextId = 1;

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_MIN_MS = 300;
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;

export const notify = {
  toast(text: string, options: { durationMs?: number; kind?: ToastMessage['kind'] } = {}): number {
    const toast: ToastMessage = {
      id: nextId++,
      text,
      durationMs: Math.max(TOAST_MIN_MS, options.durationMs ?? TOAST_DEFAULT_MS),
      kind: options.kind ?? 'info',
    };
    for (const listener of listeners) listener({ type: 'show', toast });
    return toast.id;
  },
  /** A loading toast stays until hidden. */
  loading(text: string): number {
    return notify.toast(text, { kind: 'loading', durationMs: Number.POSITIVE_INFINITY });
  },
  hide(id: number): void {
    for (const listener of listeners) listener({ type: 'hide', id });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
