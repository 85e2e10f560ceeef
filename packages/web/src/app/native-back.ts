import { useEffect } from 'react';
import { type Bridge, backInApp, backPresses, bridge } from '../lib/bridge';
import { closeTopOverlay } from '../ui/overlay/overlay-stack';

/**
 * The Android back key, as Android users expect it: close the top dialog, sheet or picker; else go
 * back in the history our pages pushed; at the page the shell opened, close the webview. The shell
 * sends `back` instead of its own default whenever one of our pages is on screen.
 */
export function onNativeBack(shell: Pick<Bridge, 'closeWebview'> = bridge): void {
  if (closeTopOverlay()) return;
  if (backInApp()) return;
  // Without a shell the SDK's web fallback leaves the page; nothing is left to tell the borrower.
  void shell.closeWebview({}).catch(() => undefined);
}

/**
 * Listens to the shell's `back` event; returns the function that stops listening. On the app's
 * bridge, a press made before this listener existed (right after the first paint) is handled now.
 */
export function listenNativeBack(shell: Pick<Bridge, 'on' | 'closeWebview'> = bridge): () => void {
  const handle = () => onNativeBack(shell);
  return shell === bridge ? backPresses.listen(handle) : shell.on('back', handle);
}

/** Listens to the shell's `back` event while the component is mounted. */
export function useNativeBack(shell: Pick<Bridge, 'on' | 'closeWebview'> = bridge): void {
  useEffect(() => listenNativeBack(shell), [shell]);
}
