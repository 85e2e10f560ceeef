// No import of the bridge SDK here: the entry holds the shell's messages before the SDK loads.

type Receiver = (message: unknown) => void;
interface ShellWindow {
  LoanNativeReceive?: Receiver;
}

/** At most this many messages are kept: a shell repeating one must not grow memory. */
const MAX_HELD = 20;
const held = new WeakMap<object, unknown[]>();

/**
 * Keeps what the shell sends before the bridge SDK is there to receive it. The SDK loads after the
 * page's first paint, and a shell that calls `LoanNativeReceive` before it exists loses the
 * message: a borrower's back press right after the page appeared did nothing. The entry calls
 * this first; `takeHeldNativeMessages` hands the messages to the SDK once it has installed its
 * own receiver.
 */
export function holdNativeMessages(win: Window): void {
  const w = win as unknown as ShellWindow;
  if (w.LoanNativeReceive || held.has(win)) return;
  const messages: unknown[] = [];
  held.set(win, messages);
  w.LoanNativeReceive = (message) => {
    if (messages.length < MAX_HELD) messages.push(message);
  };
}

/** The messages held so far, in order; holding stops. */
export function takeHeldNativeMessages(win: Window): unknown[] {
  const messages = held.get(win) ?? [];
  held.delete(win);
  return messages;
}
