import type { Bridge } from '@hybrid-loan/bridge-sdk';
import { useEffect } from 'react';

/**
 * The Android back key's listener for the whole app (mounted once, in App), out of the shell: it
 * needs the bridge SDK, which painting a page does not (the pages that use the bridge load it with
 * their own code). `start` begins its download beside the page's, so it is usually there by the
 * first render. `shell` is the app's bridge unless a test gives its own.
 */
export function useDeferredNativeBack(shell?: Pick<Bridge, 'on' | 'closeWebview'>): void {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    import('./native-back').then(
      ({ listenNativeBack }) => {
        if (live) stop = listenNativeBack(shell);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [shell]);
}
