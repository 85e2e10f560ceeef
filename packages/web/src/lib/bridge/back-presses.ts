import type { Bridge } from '@hybrid-loan/bridge-sdk';

export interface BackPresses {
  /** Listens to the back key; presses made before the first listener are handed to it at once. */
  listen(handler: () => void): () => void;
}

/**
 * The Android back key as the app receives it. The SDK drops an event nobody listens to, and the
 * app's back listener arrives a moment after the page's first paint (it loads with the SDK), so a
 * press in that moment was lost: the borrower pressed back and the page stayed. Presses made
 * while no one listens are counted here and replayed to the first listener.
 */
export function holdBackPresses(shell: Pick<Bridge, 'on'>): BackPresses {
  let pending = 0;
  let listeners = 0;
  shell.on('back', () => {
    if (listeners === 0) pending += 1;
  });
  return {
    listen(handler) {
      listeners += 1;
      const stop = shell.on('back', handler);
      for (; pending > 0; pending -= 1) handler();
      return () => {
        listeners -= 1;
        stop();
      };
    },
  };
}
