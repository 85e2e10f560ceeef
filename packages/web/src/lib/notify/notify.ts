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
// The toast host loads after the page's first render: what is said before it listens waits here
// and is replayed to the first listener, so no early message is lost.
let waiting: Parameters<Listener>[0][] | null = [];

function emit(event: Parameters<Listener>[0]): void {
  if (waiting) waiting.push(event);
  for (const listener of listeners) listener(event);
}
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
    emit({ type: 'show', toast });
    return toast.id;
  },
  /** A loading toast stays until hidden. */
  loading(text: string): number {
    return notify.toast(text, { kind: 'loading', durationMs: Number.POSITIVE_INFINITY });
  },
  hide(id: number): void {
    emit({ type: 'hide', id });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (waiting) {
      const replay = waiting;
      waiting = null;
      for (const event of replay) listener(event);
    }
    return () => listeners.delete(listener);
  },
};
