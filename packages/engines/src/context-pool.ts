import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** A browser context lent to one user at a time, with the page that keeps it warm. */
export interface PooledContext {
  readonly context: BrowserContext;
  /** An about:blank page kept open between loans: it keeps the context and its renderer. */
  readonly parked: Page;
  /** The pool's key of its options. */
  readonly key: string;
}

/**
 * Browser contexts reused from one scenario or test to the next, one set per key (the caller's
 * name for its context options: a device and orientation, a viewport).
 *
 * Why: in current headless Chromium a new context costs about 1.1 CPU-seconds more than a new
 * page in a context already open (measured 2026-12-02: 1.6-1.8 against 0.5-0.7 CPU-seconds per
 * page opened and closed), and the suites are CPU-bound on 2 cores. Each user still gets new pages
 * (their own history, session storage and JavaScript), and `acquire` wipes the cookies and the
 * origin's storage first (local storage, IndexedDB, caches, service workers), so a user never sees
 * what the one before stored. The HTTP cache is kept, as a phone's webview keeps it.
 */
export class ContextPool {
  private readonly idle = new Map<string, PooledContext[]>();
  private readonly all = new Set<PooledContext>();
  /** Releases still under way: a loan waits for them, so it can take the context they give back. */
  private readonly returning = new Set<Promise<void>>();

  constructor(private readonly browser: Browser) {}

  /**
   * A context with `options` (the same `key`, the same options), lent until `release`; its storage
   * for `origin` is empty, and it is online, unrouted and without granted permissions or extra
   * headers beyond `options`, whatever the last user left.
   */
  async acquire(
    key: string,
    options: BrowserContextOptions,
    origin: string,
  ): Promise<PooledContext> {
    await Promise.all(this.returning);
    let reused = this.idle.get(key)?.pop();
    // One whose parked page was closed meanwhile has lost its renderer: closed, not lent.
    while (reused?.parked.isClosed()) {
      this.all.delete(reused);
      await reused.context.close().catch(() => undefined);
      reused = this.idle.get(key)?.pop();
    }
    if (!reused) {
      const context = await this.browser.newContext(options);
      const pooled = { context, parked: await context.newPage(), key };
      this.all.add(pooled);
      return pooled;
    }
    await reused.context.clearCookies();
    // What a user may have switched on the context and can be switched back: a test that failed
    // while offline must not fail every test after it. (Init scripts cannot be removed: users
    // that add one to the context need a context of their own.)
    await reused.context.setOffline(options.offline ?? false);
    await reused.context.unrouteAll({ behavior: 'ignoreErrors' });
    await reused.context.clearPermissions();
    await reused.context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
    const cdp = await reused.context.newCDPSession(reused.parked);
    try {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } finally {
      await cdp.detach().catch(() => undefined);
    }
    return reused;
  }

  /** Gives the context back, its other pages closed; a broken or closed one is closed instead. */
  release(pooled: PooledContext): Promise<void> {
    const release = this.giveBack(pooled);
    this.returning.add(release);
    return release.finally(() => this.returning.delete(release));
  }

  private async giveBack(pooled: PooledContext): Promise<void> {
    const open = pooled.context.pages().filter((p) => p !== pooled.parked);
    await Promise.all(open.map((p) => p.close().catch(() => undefined)));
    if (pooled.parked.isClosed()) {
      this.all.delete(pooled);
      await pooled.context.close().catch(() => undefined);
      return;
    }
    this.idle.set(pooled.key, [...(this.idle.get(pooled.key) ?? []), pooled]);
  }

  /** Closes every context (the browser stays open: it is the caller's). */
  async close(): Promise<void> {
    const all = [...this.all];
    this.all.clear();
    this.idle.clear();
    await Promise.all(all.map((p) => p.context.close().catch(() => undefined)));
  }
}
