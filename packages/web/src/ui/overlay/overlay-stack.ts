/**
 * The open overlays (dialogs, sheets, pickers), innermost last. The Android back key closes the top
 * one before it may leave the page, as Android users expect; every overlay of the kit registers here.
 */
interface OpenOverlay {
  /** Whether the borrower may dismiss it (Escape, back); a blocking dialog swallows back instead. */
  closable: () => boolean;
  close: () => void;
}

const open: OpenOverlay[] = [];

/** Registers an open overlay; returns its unregistration. */
export function registerOverlay(overlay: OpenOverlay): () => void {
  open.push(overlay);
  return () => {
    const index = open.indexOf(overlay);
    if (index >= 0) open.splice(index, 1);
  };
}

/**
 * Closes the top overlay. Returns whether an overlay took the back key: true also for a blocking
 * one that stays open (back must not leave the page under it), false when none is open.
 */
export function closeTopOverlay(): boolean {
  const top = open[open.length - 1];
  if (!top) return false;
  if (top.closable()) top.close();
  return true;
}

/** How many overlays are open. */
export function openOverlayCount(): number {
  return open.length;
}
