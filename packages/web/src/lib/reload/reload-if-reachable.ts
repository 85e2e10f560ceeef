import { readJson, writeJson } from '../storage';

/** How long the check waits for the document to answer before it lets the failure stand. */
export const REACHABLE_WAIT_MS = 8000;
/** A document loaded again this recently for a failed download is not loaded again. */
export const RELOAD_PAUSE_MS = 30_000;
const RELOADED_AT = 'reloadedAt';

/**
 * A file of code failed to download again, one this document cannot get any more: engines that
 * keep a failed module download for the document's life (Chromium 80 and 150 do, seen in the
 * browser tests; 156.0.8078.114 asks the network again) fail every later `import()` of it at once,
 * without asking the network. Only a new document can. So when the network answers now (the
 * document itself loads, past every cache), this document loads again on the same address (the
 * identity is kept in sessionStorage, drafts in localStorage) and true is returned. False, nothing
 * done: the network did not answer within `waitMs` (a reload would leave the borrower on the
 * webview's own error page), or this tab did so less than RELOAD_PAUSE_MS ago (a file that fails
 * while the document loads must not reload it again and again); the failure's message offers a
 * retry.
 */
export async function reloadIfReachable(
  win: Window,
  waitMs: number = REACHABLE_WAIT_MS,
): Promise<boolean> {
  const last = readJson<number>('session', RELOADED_AT) ?? 0;
  if (Date.now() - last < RELOAD_PAUSE_MS) return false;
  // The fragment (the route) never goes to the server; fetch's credentials are same-origin.
  const answered = win.fetch(win.location.href, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  // A hung network: the timer's answer wins (the timer left running does nothing after).
  const late = new Promise<false>((resolve) => win.setTimeout(resolve, waitMs, false));
  const reachable = await Promise.race([answered, late]);
  if (reachable) {
    writeJson('session', RELOADED_AT, Date.now());
    win.location.reload();
  }
  return reachable;
}
