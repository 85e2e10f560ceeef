/**
 * How many history entries our pages pushed above the page the shell opened. The webview's
 * `history.length` cannot tell: the shell may have loaded other pages before ours. Each entry
 * carries its depth in `history.state`: react-router's `idx` when it made the entry, else our own
 * stamp (entries made by hash links and `location.hash`).
 */
const KEY = 'hlDepth';

let current = 0;
/** A back we asked for has not landed yet: until it does, `current` is the truth, not the entry. */
let backPending = false;
let stop: (() => void) | null = null;

function asRecord(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function depthOf(state: unknown): number | undefined {
  const s = asRecord(state);
  if (typeof s.idx === 'number') return s.idx;
  if (typeof s[KEY] === 'number') return s[KEY];
  return undefined;
}

/**
 * Starts counting (once, at boot, after the identity left the URL): the entry the page starts on is
 * depth 0 unless a reload kept its depth; every new entry is one deeper than the one it came from.
 */
export function trackInAppHistory(win: Window = window): () => void {
  stop?.();
  const history = win.history;
  const stamp = (depth: number) =>
    history.replaceState({ ...asRecord(history.state), [KEY]: depth }, '');
  const known = depthOf(history.state);
  current = known ?? 0;
  backPending = false;
  // The page the shell opened: react-router's index too, so the router, which stamps an entry
  // without one as it starts, finds it and makes no second replaceState (each is a few
  // milliseconds of a slow phone's first render).
  if (known === undefined)
    history.replaceState({ ...asRecord(history.state), [KEY]: 0, idx: 0 }, '');
  // A new entry fires popstate (state null) then hashchange; the first stamps it, the second reads it.
  const onChange = () => {
    backPending = false;
    const depth = depthOf(history.state);
    if (depth === undefined) {
      current += 1;
      stamp(current);
    } else current = depth;
  };
  win.addEventListener('popstate', onChange);
  win.addEventListener('hashchange', onChange);
  stop = () => {
    win.removeEventListener('popstate', onChange);
    win.removeEventListener('hashchange', onChange);
    stop = null;
  };
  return stop;
}

/** Entries our pages pushed above the page the shell opened (0: we are on that page). */
export function inAppDepth(): number {
  return current;
}

/**
 * Goes one entry back when our pages pushed one; returns false at the page the shell opened.
 * Counts the step at once, so a second back before the first lands cannot leave our pages.
 */
export function backInApp(win: Window = window): boolean {
  // The router pushes before React commits the new page (a transition waits for its chunk), so the
  // entry on screen can be deeper than the last sync: a quick back key must still go back, not close.
  if (!backPending) syncInAppDepth(win);
  if (current <= 0) return false;
  current -= 1;
  backPending = true;
  win.history.back();
  return true;
}

/**
 * Reads the depth of the entry now shown: the router's own pushes and replaces fire no event, so
 * the app calls this whenever the router's location changes.
 */
export function syncInAppDepth(win: Window = window): void {
  // A late commit must not undo the step a pending back already counted.
  if (backPending) return;
  const depth = depthOf(win.history.state);
  if (depth !== undefined) current = depth;
}
