import { reloadIfReachable } from '../lib/reload';

/**
 * A page's download failed (`attempt`: the how-manieth). The first time the failure stands (the
 * error state offers a retry). A retry that failed too: the document loads again when the network
 * answers (`reloadIfReachable`; the promise then never settles, the loading state stays), else the
 * failure stands.
 */
export async function retryPage(win: Window, error: unknown, attempt: number): Promise<never> {
  if (attempt > 1 && (await reloadIfReachable(win))) return new Promise<never>(() => undefined);
  throw error;
}
