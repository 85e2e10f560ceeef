/** How long the retry waits for the document to answer before it lets the failure stand. */
export const REACHABLE_WAIT_MS = 8000;

/**
 * A page's download failed again on the borrower's retry. Engines that keep a failed module
 * download for the document's life (Chromium 80 and 150 do, seen in the browser tests) fail every
 * later `import()` of it at once, without asking the network: there the retry can only work in a
 * new document. So when the
 * network answers now (the document itself loads, not from a cache), this document loads again on
 * the same address (the identity is kept in sessionStorage, drafts in localStorage) and true is
 * returned. When it does not answer within REACHABLE_WAIT_MS, nothing happens (false): a reload
 * would leave the borrower on the webview's own error page, the failure's message offers a retry.
 */
export async function reloadIfReachable(
  win: Window,
  waitMs: number = REACHABLE_WAIT_MS,
): Promise<boolean> {
  const address = win.location.href.split('#')[0] as string;
  let timer = 0;
  const late = new Promise<false>((resolve) => {
    timer = win.setTimeout(() => resolve(false), waitMs);
  });
  const answered = win
    .fetch(address, { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => response.ok)
    .catch(() => false);
  const reachable = await Promise.race([answered, late]);
  win.clearTimeout(timer);
  if (reachable) win.location.reload();
  return reachable;
}

/**
 * A page's download failed (`attempt`: the how-manieth). The first time the failure stands (the
 * error state offers a retry). A retry that failed too: the document loads again when the network
 * answers (the promise then never settles, the loading state stays), else the failure stands.
 */
export async function retryPage(win: Window, error: unknown, attempt: number): Promise<never> {
  if (attempt > 1 && (await reloadIfReachable(win))) return new Promise<never>(() => undefined);
  throw error;
}
